/**
 * The calls that need no token (spec §7 "Unauthenticated calls"): one list for the server and both
 * clients. It holds every /api route whose gate lets a visitor through (the route declares
 * `config.auth` 'public' or 'optional', apps/server/src/plugins/auth.ts), as the server registers it
 * without the /api prefix; `:name` stands for one path segment. The server's test
 * (apps/server/src/plugins/public-calls.test.ts) walks the registered routes and keeps the two equal:
 * an open route missing here, or an entry that is no open route, fails it.
 *
 * The web client sends nothing else without a token: a protected call opens the login dialog instead.
 *
 * Not here although the spec's source lists them as open: /user/bindInfo, /user/deleteUser and
 * /cardInfo/findCardInfo need a login on this server (they act on one's own account;
 * docs/decisions/security.md "Stricter than XBoot").
 */
export const PUBLIC_CALLS = [
  // the spec's list
  '/dictData/getByType/:type',
  '/schoolCity/get/:id',
  '/contactMember/getAll',
  '/permission/getUserAndMenuList',
  '/social/:platform/login',
  '/common/captcha/sendRegistSms/:mobile',
  '/common/captcha/sendResetSms/:mobile',
  '/user/regist',
  '/social/relate',
  '/user/checkUserName',
  '/social/getJWT',
  '/expertIntroduce/getAll',
  '/user/resetByMobile',
  '/zhiyuanVideo/getRecommend',
  '/information/getRecommend',
  '/information/getIndex',
  '/hundredQuestion/getRecommend',
  '/login',
  // the login, register and reset dialogs' own calls, which a visitor makes before having a token
  '/common/captcha/init',
  '/common/captcha/draw/:id',
  '/auth/login',
  '/auth/register',
  '/auth/registerOptions',
  '/common/captcha/sendLoginSms/:mobile',
  '/auth/smsLogin',
  '/auth/resetByMobile',
  '/auth/resetByEmail',
  '/email/sendResetCode/:email',
  '/auth/getLoginQRCode',
  '/auth/checkQRStatus/:id',
  '/social/relateCard',
  '/social/:platform/callback',
  '/common/ip/province',
  '/common/ip/info',
  // logout revokes the token it is sent with, and answers without one
  '/auth/logout',
  // the product and how it can be paid now (the sandbox banner on every page)
  '/serviceProduct/getPorductDetail',
  // the chat widget (智能客服), for visitors too
  '/autoChat/config',
  '/autoChat/ask',
  '/autoChat/associate',
  '/autoChat/evaluate',
  // the footer's site name and ICP number (其他设置), the notice bar, the data-import notice
  '/setting/site',
  '/setting/notice',
  '/dataImport/status',
  // what visitors may search: the school library (院校库) with its filters, a school's plan, the batches
  '/schoolBaseInfo/getByPage',
  '/reference/filters',
  '/schoolBaseInfo/schoolPlans',
  '/smartFill/info/piciSelect',
  // not called by the clients' http: a signed or shared file's bytes, the message socket (token in
  // the query), liveness, and the payment provider's notification
  '/file/view/:id',
  '/ws',
  '/health',
  '/health/live',
  '/health/ready',
  '/pay/notify/weixin',
  // Prometheus metrics: no session needed because a scraper brings its own bearer token
  // (METRICS_TOKEN); without it or the 服务监控 permission the server refuses (modules/monitor)
  '/metrics',
  // single sign-on (issue 35): the OpenID Connect provider's own endpoints, and the /authorize
  // page's calls (a visitor logs in there; a signed-in user only confirms)
  '/oidc/*',
  '/oidc/interaction/:uid',
  '/oidc/interaction/:uid/login',
  '/oidc/interaction/:uid/confirm',
  '/oidc/interaction/:uid/abort',
  // XBoot's /oauth2 calls for older client sites (the client authenticates with its secret or token)
  '/oauth2/info/:client_id',
  '/oauth2/authorize',
  '/oauth2/token',
  '/oauth2/user',
  '/oauth2/logout',
] as const;

export type PublicCall = (typeof PUBLIC_CALLS)[number];

const patterns = PUBLIC_CALLS.map((call) => call.split('/'));

/**
 * Whether a call (a path under /api, with or without its query string) needs no token: its path
 * matches one of PUBLIC_CALLS segment by segment, `:name` matching any one non-empty segment.
 */
export function isPublicCall(url: string): boolean {
  const parts = url.split('?')[0].split('/');
  return patterns.some((p) => p.length === parts.length && p.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i])));
}
