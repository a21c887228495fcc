/**
 * The first paint of the index (issue 16 item 12 for phones, issue 30 item 9 for desktops).
 * index.html carries the index's header and hero as static markup (#zy-fp, a phone's and a
 * desktop's, written at build by build/first-paint.ts from the same strings), shown by a tiny head
 * script only when the index is opened; the app stays hidden under it until the real page has
 * mounted, then the static copy goes. So the headline paints with the HTML and its stylesheet,
 * without waiting for the scripts, and nothing flashes in between.
 */
export const FIRST_PAINT_ID = 'zy-fp';
/** On <html> while the static copy shows; `zy-fp-en` picks its English version. */
export const FIRST_PAINT_CLASS = 'zy-fp';
export const FIRST_PAINT_EN_CLASS = 'zy-fp-en';
/** With FIRST_PAINT_CLASS where device.ts's rule says desktop: the desktop's copy shows. */
export const FIRST_PAINT_DESKTOP_CLASS = 'zy-fp-d';

/** Hands the screen to the app: the static copy goes (a no-op when it was never shown). */
export function dismissFirstPaint(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.remove(FIRST_PAINT_CLASS, FIRST_PAINT_EN_CLASS, FIRST_PAINT_DESKTOP_CLASS);
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
