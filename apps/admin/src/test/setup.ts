// jsdom lacks the browser APIs antd's responsive and measuring code reads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd measures scrollbars with getComputedStyle on pseudo elements, which jsdom does not implement.
const computed = window.getComputedStyle;
window.getComputedStyle = (element: Element, pseudo?: string | null) => computed(element, pseudo ? undefined : pseudo);
