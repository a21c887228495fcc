/**
 * For the web and admin unit tests (their vitest setup files import it): jsdom lacks the browser APIs
 * antd's responsive and measuring code reads. Never imported by app code; typed without the DOM
 * library, which this package does not load (in jsdom, globalThis is the window).
 */
interface JsdomWindow {
  matchMedia?: (query: string) => unknown;
  ResizeObserver?: unknown;
  getComputedStyle: (element: unknown, pseudo?: string | null) => unknown;
}
const win = globalThis as unknown as JsdomWindow;

if (!win.matchMedia) {
  win.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in win)) {
  win.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd measures scrollbars with getComputedStyle on pseudo elements, which jsdom does not implement.
const computed = win.getComputedStyle;
win.getComputedStyle = (element: unknown, pseudo?: string | null) => computed(element, pseudo ? undefined : pseudo);
