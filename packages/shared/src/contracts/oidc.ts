/**
 * Single sign-on (issue 35): our OpenID Connect provider at /api/oidc, the page /authorize that
 * logs a user in and asks for consent, the admin's 接入网站管理 (XBoot's /client calls) and XBoot's
 * /oauth2 calls for older clients.
 *
 * // GET  /client/getByCondition (and /client/getByPage)  open:client:view  → Page<OpenClientView>
 * // GET  /client/getAll · /client/get/{id}            open:client:view  → OpenClientView[] · OpenClientView
 * // GET  /client/getSecretKey                         open:client:add   → string (a fresh secret for the form)
 * // POST /client/save                                 open:client:add   → OpenClientSaved (the secret, once)
 * // PUT  /client/update (POST too)                    open:client:edit  → OpenClientSaved (a secret only when one was made)
 * // POST /client/regenerateSecret/{id}                open:client:edit  → OpenClientSaved
 * // POST /client/enable/{id} · /client/disable/{id}   open:client:edit  → OpenClientView
 * // POST /client/delByIds                             open:client:delete → null
 */

/** The scopes a client may ask for (OpenID Connect's standard ones we map to our users). */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
export type OidcScope = (typeof OIDC_SCOPES)[number];

/** 接入网站: a site that signs its users in with our accounts. */
export interface OpenClientView {
  /** The OAuth client_id. */
  id: string;
  name: string;
  /** Logo address (absolute, or a path on this site). */
  logo: string;
  homeUri: string;
  /** Redirect URIs, compared exactly. */
  redirectUris: string[];
  /** XBoot's single field: the redirect URIs comma-joined. */
  redirectUri: string;
  scopes: string[];
  /** Users are not asked to consent. */
  autoApprove: boolean;
  /** A public client: no secret, PKCE (S256) required. */
  public: boolean;
  /** Whether a secret is set (it is never shown again after it is made). */
  hasSecret: boolean;
  /** 0 enabled, -1 disabled. */
  status: number;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** What saving a client or making it a new secret answers: the secret in clear, this once (null for a public client). */
export interface OpenClientSaved {
  client: OpenClientView;
  secret: string | null;
}

/** GET /api/oidc/interaction/{uid}: what the /authorize page shows. */
export interface OidcInteractionView {
  uid: string;
  /** 'login' (who are you) or 'consent' (may the site have these). */
  prompt: string;
  client: { id: string; name: string; logo: string; homeUri: string };
  /** The scopes asked for that the user has not granted this site yet: what the page asks consent for. */
  scopes: string[];
  /** The scopes asked for that the user granted this site before (consent is remembered per site and scope). */
  granted: string[];
  /** A login form is needed: nobody is signed in for this request. */
  needsLogin: boolean;
  /** Who will be signed in to the site when the user agrees. */
  user: { id: string; username: string; nickname: string; avatar: string } | null;
  /** The site asked for auto-approval: the page may go on without asking. */
  autoApprove: boolean;
}

/** Where the browser goes next (back through the provider to the site). */
export interface OidcRedirect {
  redirectTo: string;
}

/** XBoot's GET /oauth2/info/{client_id}. */
export interface OAuth2ClientInfo {
  name: string;
  logo: string;
  homeUri: string;
  autoApprove: boolean;
}

/** XBoot's POST /oauth2/authorize and /oauth2/authorized. */
export interface OAuth2CodeResult {
  code: string;
  redirect_uri: string;
  state: string;
}

/** XBoot's GET /oauth2/token. */
export interface OAuth2TokenResult {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  refresh_token: string;
}

/** XBoot's GET /oauth2/user. */
export interface OAuth2UserResult {
  username: string;
  avatar: string;
  /** The `sex` dictionary's value: '0' 保密, '1' 男, '2' 女 */
  sex: string;
}
