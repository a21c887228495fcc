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
