/**
 * The router as seen from outside React (http client, session flows). router.tsx binds it once
 * the router exists.
 */
export interface NavigationTarget {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

let router: NavigationTarget | null = null;

export function bindRouter(target: NavigationTarget | null): void {
  router = target;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (router) void router.navigate(to, options);
  else if (typeof window !== 'undefined') window.location.hash = `#${to}`;
}

/** The committed location's path and search ('/index' before the router exists). */
export function currentPath(): string {
  if (router) return router.state.location.pathname + router.state.location.search;
  if (typeof window !== 'undefined' && window.location.hash.startsWith('#/')) return window.location.hash.slice(1);
  return '/index';
}
