/**
 * The query of the hash route as the address bar holds it now. The router renders navigations in
 * a transition, so a page writing the query twice in quick succession (a tag, then a province)
 * reads it from here to keep both changes.
 */
export function currentQuery(): URLSearchParams | null {
  if (typeof window === 'undefined') return null;
  const hash = window.location.hash;
  const at = hash.indexOf('?');
  return new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
}
