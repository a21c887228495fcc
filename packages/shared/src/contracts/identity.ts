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
