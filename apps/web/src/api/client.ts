import { currentLanguage } from '../stores/app.ts';
import { getToken } from '../stores/storage.ts';
import { useLoginStore } from '../stores/login.ts';
import { feedback } from '../feedback.ts';
import { t } from '../i18n/index.ts';
import { handleUnauthorized } from '../session.ts';
import { createHttp } from './http.ts';

/** The app's client instance, wired to the stores, the message API and the router. */
export const http = createHttp({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken,
  getLanguage: currentLanguage,
  text: (key) => t(`http.${key}`),
  onUnauthorized: (message) => {
    feedback.error(message);
    handleUnauthorized();
  },
  onLoginRequired: () => useLoginStore.getState().openLogin(),
  showError: (message) => feedback.error(message),
});
