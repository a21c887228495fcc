import { defineMessages } from './define.ts';

/** Server messages of single sign-on: the provider's interaction page and 接入网站管理 (zh-CN and en-US). */
export default defineMessages({
  zh: {
    clientNotFound: '接入网站不存在',
    clientDisabled: '接入网站已被禁用',
    redirectUriNotHttps: '回调地址须为 https（本机回环地址 127.0.0.1、localhost 可用 http）：{uri}',
    redirectUriBad: '回调地址不是完整的网址或含有 #：{uri}',
    clientPublicNoSecret: '公开客户端没有密钥',
    clientSecretWeak: '密钥须为 32 至 128 位字母、数字、- 或 _',
    oidcInteractionGone: '登录请求已过期，请回到原网站重新登录',
    oidcLoginNeeded: '请先登录',
    oauthRedirectMismatch: '回调地址与登记的不符',
    oauthCodeBad: '授权码无效或已过期',
    oauthTokenBad: 'access_token 无效或已过期',
    oauthClientBad: 'client_id 或 client_secret 不正确',
    oauthPublicClient: '公开客户端须通过 OpenID Connect（/api/oidc）并使用 PKCE 登录',
  },
  en: {
    clientNotFound: 'Client site not found',
    clientDisabled: 'This client site is disabled',
    redirectUriNotHttps: 'must be https (http only on the loopback hosts 127.0.0.1 and localhost): {uri}',
    redirectUriBad: 'must be a full URL without a fragment: {uri}',
    clientPublicNoSecret: 'A public client has no secret',
    clientSecretWeak: 'must be 32 to 128 letters, digits, - or _',
    oidcInteractionGone: 'This sign-in request has expired: go back to the site and sign in again',
    oidcLoginNeeded: 'Please sign in first',
    oauthRedirectMismatch: 'redirect_uri is not the one registered',
    oauthCodeBad: 'The code is invalid or has expired',
    oauthTokenBad: 'access_token is invalid or has expired',
    oauthClientBad: 'client_id or client_secret is wrong',
    oauthPublicClient: 'A public client signs in through OpenID Connect (/api/oidc) with PKCE',
  },
});
