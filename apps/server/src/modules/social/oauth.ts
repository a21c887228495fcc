import type { SocialClientSetting, SocialPlatform } from '../settings/store.ts';

export interface SocialIdentity {
  openId: string;
  username: string;
  avatar: string | null;
}

interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

/** Public endpoints of each platform; admin settings may override any of them. */
const DEFAULTS: Record<SocialPlatform, Endpoints> = {
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scope: 'read:user',
  },
  qq: {
    authorizeUrl: 'https://graph.qq.com/oauth2.0/authorize',
    tokenUrl: 'https://graph.qq.com/oauth2.0/token',
    userInfoUrl: 'https://graph.qq.com/user/get_user_info',
    scope: 'get_user_info',
  },
  weibo: {
    authorizeUrl: 'https://api.weibo.com/oauth2/authorize',
    tokenUrl: 'https://api.weibo.com/oauth2/access_token',
    userInfoUrl: 'https://api.weibo.com/2/users/show.json',
    scope: '',
  },
  wechat: {
    authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
    tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    userInfoUrl: 'https://api.weixin.qq.com/sns/userinfo',
    scope: 'snsapi_login',
  },
  dingding: {
    authorizeUrl: 'https://login.dingtalk.com/oauth2/auth',
    tokenUrl: 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken',
    userInfoUrl: 'https://api.dingtalk.com/v1.0/contact/users/me',
    scope: 'openid',
  },
  workwechat: {
    authorizeUrl: 'https://open.work.weixin.qq.com/wwopen/sso/qrConnect',
    tokenUrl: 'https://qyapi.weixin.qq.com/cgi-bin/gettoken',
    userInfoUrl: 'https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo',
    scope: 'snsapi_base',
  },
};

export const endpointsOf = (platform: SocialPlatform, cfg: SocialClientSetting): Endpoints => ({
  authorizeUrl: cfg.authorizeUrl || DEFAULTS[platform].authorizeUrl,
  tokenUrl: cfg.tokenUrl || DEFAULTS[platform].tokenUrl,
  userInfoUrl: cfg.userInfoUrl || DEFAULTS[platform].userInfoUrl,
  scope: cfg.scope || DEFAULTS[platform].scope,
});

/** The provider's sign-in page for this request. WeChat names the client `appid`. */
export function authorizeUrl(platform: SocialPlatform, cfg: SocialClientSetting, redirectUri: string, state: string): string {
  const e = endpointsOf(platform, cfg);
  const u = new URL(e.authorizeUrl);
  const idName = platform === 'wechat' || platform === 'workwechat' ? 'appid' : 'client_id';
  u.searchParams.set(idName, cfg.clientId);
  u.searchParams.set('redirect_uri', redirectUri);
  u.searchParams.set('response_type', 'code');
  if (e.scope) u.searchParams.set('scope', e.scope);
  u.searchParams.set('state', state);
  if (platform === 'dingding') u.searchParams.set('prompt', 'consent');
  return platform === 'wechat' ? `${u.toString()}#wechat_redirect` : u.toString();
}

class ProviderError extends Error {}
export { ProviderError };

async function json(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    // GitHub without Accept, older QQ: form-encoded answers.
    return Object.fromEntries(new URLSearchParams(text));
  }
}

const pick = (o: Record<string, unknown>, names: string[]) => {
  for (const n of names) if (o[n] !== undefined && o[n] !== null && o[n] !== '') return String(o[n]);
  return '';
};

/**
 * Authorization code → identity. The standard OAuth2 exchange (RFC 6749 §4.1.3: form POST
 * with client credentials), then the user-info call with the bearer token; the platforms
 * that deviate (WeChat GET with appid/secret and openid in the token answer, QQ's separate
 * openid call, DingTalk's JSON exchange) are handled by name.
 */
export async function exchangeCode(platform: SocialPlatform, cfg: SocialClientSetting, code: string, redirectUri: string): Promise<SocialIdentity> {
  const e = endpointsOf(platform, cfg);
  const timeout = () => AbortSignal.timeout(10_000);
  let token: Record<string, unknown>;
  if (platform === 'wechat') {
    const u = new URL(e.tokenUrl);
    for (const [k, v] of Object.entries({ appid: cfg.clientId, secret: cfg.clientSecret, code, grant_type: 'authorization_code' })) u.searchParams.set(k, v);
    token = await json(await fetch(u, { signal: timeout() }));
  } else if (platform === 'dingding') {
    token = await json(
      await fetch(e.tokenUrl, {
        method: 'POST',
        signal: timeout(),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ clientId: cfg.clientId, clientSecret: cfg.clientSecret, code, grantType: 'authorization_code' }),
      }),
    );
  } else {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: cfg.clientId,
      client_secret: cfg.clientSecret,
    });
    if (platform === 'qq') body.set('fmt', 'json');
    token = await json(
      await fetch(e.tokenUrl, {
        method: 'POST',
        signal: timeout(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      }),
    );
  }
  const accessToken = pick(token, ['access_token', 'accessToken']);
  if (!accessToken) throw new ProviderError(`${platform}: no access token (${pick(token, ['error', 'errcode', 'code'])})`);

  let openId = pick(token, ['openid', 'uid']);
  if (platform === 'qq' && !openId) {
    const me = await json(await fetch(`https://graph.qq.com/oauth2.0/me?access_token=${encodeURIComponent(accessToken)}&fmt=json`, { signal: timeout() }));
    openId = pick(me, ['openid']);
  }
  const u = new URL(e.userInfoUrl);
  u.searchParams.set('access_token', accessToken);
  if (openId) u.searchParams.set(platform === 'weibo' ? 'uid' : 'openid', openId);
  if (platform === 'qq') u.searchParams.set('oauth_consumer_key', cfg.clientId);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${accessToken}`, 'user-agent': 'zhiyuan' };
  if (platform === 'dingding') headers['x-acs-dingtalk-access-token'] = accessToken;
  const res = await fetch(u, { signal: timeout(), headers });
  if (!res.ok) throw new ProviderError(`${platform}: user info ${res.status}`);
  const info = await json(res);
  const id = openId || pick(info, ['id', 'sub', 'unionid', 'unionId', 'openid', 'userid', 'UserId']);
  if (!id) throw new ProviderError(`${platform}: no user id`);
  return {
    openId: id,
    username: pick(info, ['login', 'nickname', 'screen_name', 'nick', 'name']).slice(0, 60) || id.slice(0, 60),
    avatar: pick(info, ['avatar_url', 'headimgurl', 'figureurl_qq_2', 'profile_image_url', 'avatarUrl', 'avatar']) || null,
  };
}
