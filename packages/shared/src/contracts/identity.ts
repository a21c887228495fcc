/** Identity payloads shared by the server and both apps. */
import { z } from '../zod.ts';

export const roleRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
});
export type RoleRef = z.infer<typeof roleRefSchema>;

/** XBoot's 弱/中/强 (research/xboot-contract.md §3, t_user.pass_strength). */
export const PASS_STRENGTHS = ['弱', '中', '强'] as const;

/**
 * A user as every read answers it (/user/info, /user/getByCondition, …); a client may post this
 * shape back to /user/admin/edit unchanged.
 */
export const userViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The `sex` dictionary's value: '0' 保密, '1' 男, '2' 女 */
  sex: z.string(),
  province: z.string().nullable(),
  grade: z.string().nullable(),
  /** 就读学校 */
  school: z.string().nullable().optional(),
  /** 选科, e.g. ['物理', '化学', '生物'] */
  subjects: z.array(z.string()),
  /** XBoot's 所在地区 (comma-joined as the client sent it) */
  address: z.string().nullable(),
  /** 街道地址 */
  street: z.string().nullable(),
  /** 生日 yyyy-MM-dd */
  birth: z.string().nullable(),
  /** 个人简介 */
  description: z.string().nullable(),
  /**
   * false: the number was given without an SMS code (a self-hosted install with no SMS provider)
   * and names no account for login or reset; true when proved by a code or set by an administrator.
   */
  mobileVerified: z.boolean(),
  /** 弱/中/强, computed by the server when the password is set */
  passStrength: z.enum(PASS_STRENGTHS).nullable(),
  /** 0 normal user, 1 administrator */
  type: z.number(),
  /** 0 normal, -1 disabled */
  status: z.number(),
  departmentId: z.string().nullable(),
  departmentTitle: z.string().nullable(),
  createTime: z.string(),
  /** null until the first edit */
  updateTime: z.string().nullable(),
  roles: z.array(roleRefSchema),
});
export type UserView = z.infer<typeof userViewSchema>;

/** A node of the admin menu tree returned by /permission/getMenuList. */
export interface MenuNode {
  id: string;
  parentId: string;
  name: string;
  title: string;
  path: string;
  component: string | null;
  icon: string | null;
  /** -1 top app, 0 page, 1 button */
  type: number;
  level: number;
  sortOrder: number;
  url: string | null;
  /** Button types granted on this page (level-2 pages only), e.g. ['add', 'edit']. */
  permTypes: string[];
  /** Permission codes granted on this page, e.g. ['sys:user:add']. */
  permCodes: string[];
  children: MenuNode[];
}

export interface UserAndMenu {
  user: UserView | null;
  menuList: MenuNode[];
  /** Public-site route names this user may not open. */
  notAllow: string[];
}

/** 会员管理 (app-toC members, XBoot's /app/member/*): a registered student or parent, not staff. */
export interface MemberView {
  id: string;
  username: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  avatar: string | null;
  /** 0 unknown, 1 male, 2 female */
  sex: number;
  province: string | null;
  grade: string | null;
  /** 0 normal, -1 disabled */
  status: number;
  /** XBoot's member type: 1 VIP now, 0 not. */
  type: number;
  /** XBoot's vipStatus: 1 while the membership runs, 0 otherwise. */
  vipStatus: number;
  /** First time a member (yyyy-MM-dd HH:mm:ss), and when the membership ends or ended; null when never VIP. */
  vipStartTime: string | null;
  vipEndTime: string | null;
  /** 邀请码 (8 base-32 characters). */
  inviteCode: string | null;
  /** Who invited this member (XBoot's inviteBy) and that member's nickname. */
  inviteBy: string | null;
  inviteByName: string | null;
  /** How many members this one invited. */
  inviteCount: number;
  /** XBoot's platform: -1 unknown (the site does not tell apps apart). */
  platform: number;
  createTime: string;
}

/** The signed-in member's invitation: the code, the path of the register link, and how many registered with it. */
export interface MyInvite {
  inviteCode: string;
  /** The site's path with the code (`/?invite=…`), for the page to make absolute. */
  path: string;
  invitedCount: number;
}

// ───────────────────────────── Sign-in (/auth, /social) ─────────────────────────────
// POST /auth/login, /login, /auth/smsLogin, GET /social/getJWT → the access token (a string)
// POST /auth/register, /user/regist → the new user as every read answers it

/** GET /auth/registerOptions: how this site registers and resets. */
export interface RegisterOptions {
  /** required: a real SMS provider; optional: the development outbox; off: no SMS at all. */
  smsCode: 'required' | 'optional' | 'off';
  /** Reset by an SMS code: only a real provider reaches the user (the outbox is read by the admin). */
  resetByMobile: boolean;
  /** Reset by an e-mail code: only with an SMTP server. */
  resetByEmail: boolean;
  /** The image captcha is asked for once an IP has registered this many accounts without a code. */
  captchaAfter: number;
}

/** Where a QR login stands; an unknown, used or timed-out code (or a wrong key) is `expired`. */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired';

/** GET /auth/getLoginQRCode: a new QR login, valid `expiresIn` seconds. */
export interface LoginQrCode {
  id: string;
  /** The desktop's private key for polling; only it can collect the token. */
  key: string;
  /** The link the QR code holds (opened by the logged-in phone). */
  url: string;
  /** The QR code as a PNG data URL. */
  image: string;
  expiresIn: number;
}

/** GET /auth/checkQRStatus/{id}: the desktop's poll. */
export interface QrLoginPoll {
  status: QrStatus;
  /** Who scanned (null while waiting); absent when expired or confirmed. */
  nickname?: string | null;
  /** Once confirmed: the access token, handed out once. */
  accessToken?: string;
}

/** POST /auth/confirmQRLogin/{id}, /auth/cancelQRLogin/{id}: the code's new state. */
export interface QrLoginState {
  status: QrStatus;
}

/** POST /auth/scanQRCode/{id}: scanned, and the desktop's browser ("Chrome · Windows"). */
export interface QrLoginScan extends QrLoginState {
  device: string;
}

/** GET /social/relateCard: the social identity waiting on /relate to be bound to an account. */
export interface RelateCard {
  /** github, qq, weibo, wechat, dingding or workwechat */
  platform: string;
  /** The platform's name as shown (微信 …). */
  platformTitle: string;
  username: string;
  avatar: string | null;
}

/**
 * A social identity (GET /relate/getRelatedInfo/{id} → SocialAccountView[],
 * GET /relate/findByCondition → Page<SocialAccountView>).
 */
export interface SocialAccountView {
  id: string;
  /** github, qq, weibo, wechat, dingding or workwechat */
  platform: string;
  openId: string;
  /** The name on the platform. */
  username: string;
  avatar: string | null;
  /** The bound user, null when not bound. */
  userId: string | null;
  /** The bound user's username (findByCondition only; null otherwise). */
  relateUsername: string | null;
  isRelated: boolean;
  relateTime: string | null;
  createTime: string;
}

// ───────────────────────────── One's own account (/user, /common/ip) ─────────────────────────────
// POST /user/edit, /user/changeMobile, /email/editEmail → the user as /user/info answers it (null if the account is gone)
// GET  /common/ip/info → the province guessed from the IP as a string (未知 when unknown)

/** GET /user/checkUserName: whether a username is still free. */
export interface UsernameCheck {
  available: boolean;
}

/** GET /common/ip/province: the province guessed from the caller's IP (null when unknown). */
export interface IpProvince {
  ip: string;
  province: string | null;
}

/** One social platform in BindInfo: whether the site offers it and whether this account is bound. */
export interface SocialBinding {
  /** github, qq, weibo, wechat, dingding or workwechat */
  platform: string;
  /** Offered by this site (configured by the admin). */
  enabled: boolean;
  bound: boolean;
  /** The bound identity (for unbinding), its name and avatar; null when not bound. */
  id: string | null;
  username: string | null;
  avatar: string | null;
  /** When it was bound (ISO time). */
  relateTime: string | null;
}

/** GET /user/bindInfo: one's bindings, mobile and e-mail masked (138****0000, ab***@x.com). */
export interface BindInfo {
  username: string;
  mobile: string | null;
  /** false: given at registration without an SMS code; names no account for login or reset. */
  mobileVerified: boolean;
  email: string | null;
  socials: SocialBinding[];
}
