import type { OidcInteractionView, OidcRedirect } from '@zhiyuan/shared';
import type { LoginFailure } from './auth.ts';
import { http } from './client.ts';

/**
 * The /authorize page's calls (single sign-on, issue 35): the sign-in a site asked our OpenID
 * Connect provider for, bound to this browser by the provider's cookie. A signed-in user's token
 * goes along, so they only confirm.
 */
const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

/** GET /oidc/interaction/{uid}: the site, the scopes asked for, who is signed in. */
export const interactionOf = (uid: string) => http.get<OidcInteractionView>(base(uid));

/** POST /oidc/interaction/{uid}/login: username (or mobile, e-mail) and password, the captcha once asked for. */
export const interactionLogin = (uid: string, input: { username: string; password: string; captchaId?: string; code?: string }) =>
  http.postJson<OidcInteractionView | LoginFailure>(`${base(uid)}/login`, input);

/** POST /oidc/interaction/{uid}/confirm → where the browser goes next (back to the site). */
export const interactionConfirm = (uid: string) => http.postJson<OidcRedirect>(`${base(uid)}/confirm`, {});

/** POST /oidc/interaction/{uid}/abort → where the browser goes next (the site hears access_denied). */
export const interactionAbort = (uid: string) => http.postJson<OidcRedirect>(`${base(uid)}/abort`, {});
