import { currentLanguage } from '../stores/app.ts';
import { getToken } from '../stores/storage.ts';
import { useLoginStore } from '../stores/login.ts';
import { feedback } from '../feedback.ts';
import { t } from '../i18n/index.ts';
import { createHttp } from './http.ts';

/**
 * What the client needs from the session flows (session.ts), given once at start (main.tsx) as
 * the admin does: session.ts calls api/auth.ts and api/permission.ts, so no module of api/
 * imports it (no import circle).
 */
export interface SessionHooks {
  /** Code 401: sign out, go to index unless there, open the login dialog (session.handleUnauthorized). */
  onUnauthorized(): void;
}

const hooks: SessionHooks = {
  onUnauthorized: () => {},
};

export function configureHttp(next: Partial<SessionHooks>): void {
  Object.assign(hooks, next);
}

/** The app's client instance, wired to the stores, the message API and (through the hooks) the session. */
export const http = createHttp({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken,
  getLanguage: currentLanguage,
  text: (key) => t(`http.${key}`),
  onUnauthorized: (message) => {
    feedback.error(message);
    hooks.onUnauthorized();
  },
  onLoginRequired: () => useLoginStore.getState().openLogin(),
  showError: (message) => feedback.error(message),
});
