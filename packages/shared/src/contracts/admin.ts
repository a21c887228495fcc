/**
 * Admin console calls of issue 6 (XBoot-compatible, research/xboot-contract.md §2–§4).
 *
 * Conventions (same as the rest of /api):
 * - Every call answers the envelope `{success,message,code,timestamp,result}` (HTTP 200); the
 *   types below are the `result`.
 * - Bodies may be JSON or `application/x-www-form-urlencoded`; id lists (`ids`, `roleIds`,
 *   `permIds`, `depIds`, `userIds`, `mainHeader`, `viceHeader`, `targetIds`) may be an array or
 *   ONE comma-joined string (`ids=1,2,3`). Every id is a numeric string.
 * - Paged lists take `PageQuery` (pageNumber from 1, pageSize ≤ 100, sort camelCase, order
 *   asc|desc, startDate/endDate `yyyy-MM-dd`, end inclusive, China time) and answer `Page<T>`.
 * - Dates in results are `yyyy-MM-dd HH:mm:ss` (China time).
 * - Each call needs the permission code noted next to it (403 without it); the admin menu's
 *   `permCodes` / `permTypes` tell the UI which buttons to show.
 */
import type { PageQuery } from './envelope.ts';
import { z } from '../zod.ts';
import type { UserView } from './identity.ts';
import type { SampleSummary } from './content.ts';

/** `ids` as sent by the client: array or comma-joined string. */
export type IdList = string[] | string;

/** POST …/delByIds and similar bulk calls. */
export interface IdsBody {
  ids: IdList;
}

/** A user as shown inside other records (heads, message recipients, online list). */
export interface UserBrief {
  id: string;
  username: string;
  nickname: string;
}

// ───────────────────────────── Users (/user) ─────────────────────────────
// GET  /user/getByCondition        sys:user:view   UserQuery → Page<UserView>   (data scope applied)
// GET  /user/searchByName/{name}   sys:user:view   → UserView[] (≤ 50, enabled only, data scope)
// GET  /user/getAll                sys:user:view   → UserView[] (≤ 1000, data scope)
// POST /user/admin/add             sys:user:add    UserAddBody → UserView
// POST /user/admin/edit            sys:user:edit   UserEditBody → UserView
// POST /user/admin/enable/{id}     sys:user:enable → null
// POST /user/admin/disable/{id}    sys:user:disable → null (the user's tokens die at once)
// POST /user/delByIds              sys:user:delete IdsBody → null
// POST /user/resetPass             sys:user:resetPass IdsBody → ResetPassResult[] (random passwords, shown once)
// POST /user/importData            sys:user:import JSON UserImportRow[] (≤ 500) → UserImportReport
// GET  /user/export                sys:user:export UserQuery without paging (≤ 10000 rows) →
//                                  an .xlsx file (not an envelope); send the token as ?accessToken=

export interface UserQuery extends PageQuery {
  username?: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  departmentId?: string;
  id?: string;
  /** The `sex` dictionary's value: '0' unknown, '1' male, '2' female (numbers are taken too) */
  sex?: string | number;
  /** 0 normal, 1 administrator */
  type?: number;
  /** 0 normal, -1 disabled */
  status?: number;
}

/** Profile fields the admin's add/edit and the own profile take (besides those below). */
export interface UserProfileFields {
  school?: string;
  /** 选科, array or comma-joined */
  subjects?: string[] | string;
  avatar?: string;
  /** XBoot's 所在地区 */
  address?: string;
  street?: string;
  /** yyyy-MM-dd, a real day not in the future */
  birth?: string;
  description?: string;
}

/**
 * Unknown keys are refused (400 naming the key). The read-only parts of UserView (status,
 * passStrength, departmentTitle, createTime, updateTime, roles; username on edit) are taken back
 * and ignored, so a client may post back what it read.
 */
export interface UserAddBody extends UserProfileFields {
  username: string;
  password: string;
  nickname: string;
  mobile?: string;
  email?: string;
  sex?: string | number;
  type?: number;
  departmentId?: string;
  province?: string;
  grade?: string;
  roleIds?: IdList;
}

/** Left out → kept; sent as '' → cleared. Username and password are not edited here. */
export interface UserEditBody extends UserProfileFields {
  id: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  sex?: string | number;
  type?: number;
  departmentId?: string;
  province?: string;
  grade?: string;
  roleIds?: IdList;
}

export interface ResetPassResult {
  id: string;
  username: string;
  password: string;
}

/**
 * One row of an import (the admin reads the Excel file in the browser and posts JSON).
 * `password` empty → a random one is generated and returned in the report. `departmentTitle`
 * may name a department instead of `departmentId`; `roles` may list role names (ROLE_*) instead of
 * `roleIds`; with neither the default roles are given.
 */
export interface UserImportRow {
  username: string;
  password?: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  sex?: number | string;
  type?: number | string;
  departmentId?: string;
  departmentTitle?: string;
  province?: string;
  grade?: string;
  roleIds?: IdList;
  roles?: string | string[];
  /** XBoot's 所在地区 and 街道地址, birthday (yyyy-MM-dd) and 个人简介, as on the user form. */
  address?: string;
  street?: string;
  birth?: string;
  description?: string;
}

export interface UserImportRejected {
  /** 1-based position of the row in the posted array. */
  row: number;
  username: string;
  /** Reasons in the caller's language, e.g. "手机号 已被使用". */
  reasons: string[];
}

/**
 * All or nothing: when any row is rejected nothing is imported (`imported` = 0) and `rejected`
 * lists every bad row; otherwise every row is imported in one transaction.
 */
export interface UserImportReport {
  total: number;
  imported: number;
  rejected: UserImportRejected[];
  /** Generated passwords for rows sent without one (shown once). */
  passwords: ResetPassResult[];
}

/** The keys an import row may carry; any other key rejects the row, naming it (nothing is dropped). */
export const USER_IMPORT_FIELDS = [
  'username',
  'password',
  'nickname',
  'mobile',
  'email',
  'sex',
  'type',
  'departmentId',
  'departmentTitle',
  'province',
  'grade',
  'roleIds',
  'roles',
  'address',
  'street',
  'birth',
  'description',
] as const satisfies readonly (keyof UserImportRow)[];
/** At most this many rows per import. */
export const USER_IMPORT_MAX_ROWS = 500;

// ───────────────────────────── Departments (/department) ─────────────────────────────
// GET  /department/getByParentId/{id}  sys:department:view | sys:user:view  (0 = top level)
//                                      ?openDataFilter=true limits to the caller's data scope → DepartmentNode[]
// GET  /department/search?title=       sys:department:view | sys:user:view → DepartmentNode[] (≤ 100)
// POST /department/add                 sys:department:add  DepartmentAddBody → DepartmentNode
// POST /department/edit                sys:department:edit DepartmentEditBody → DepartmentNode
// POST /department/delByIds            sys:department:delete IdsBody → null; refused (400) while
//                                      a department still has users or child departments

const userBriefSchema = z.object({ id: z.string(), username: z.string(), nickname: z.string() });

/**
 * A department as reads answer it. `mainHeaders`/`viceHeaders` are the heads as users (XBoot's
 * read names); `mainHeader`/`viceHeader` are their ids, the names writes take, so the read shape
 * can be posted back unchanged.
 */
export const departmentNodeSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  /** Title of the parent ('' for top level). */
  parentTitle: z.string(),
  title: z.string(),
  sortOrder: z.number(),
  /** 0 normal, -1 disabled */
  status: z.number(),
  /** Has child departments (lazy tree). */
  isParent: z.boolean(),
  /** Users directly in this department. */
  userCount: z.number(),
  /** 主负责人 ids */
  mainHeader: z.array(z.string()),
  /** 副负责人 ids */
  viceHeader: z.array(z.string()),
  mainHeaders: z.array(userBriefSchema),
  viceHeaders: z.array(userBriefSchema),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type DepartmentNode = z.infer<typeof departmentNodeSchema>;

export interface DepartmentAddBody {
  /** '0' (default) for top level */
  parentId?: string;
  title: string;
  sortOrder?: number;
  status?: number;
  /** user ids */
  mainHeader?: IdList;
  viceHeader?: IdList;
}

export interface DepartmentEditBody extends DepartmentAddBody {
  id: string;
}

// ───────────────────────────── Roles (/role) ─────────────────────────────
// GET  /role/getAllList            sys:role:view | sys:user:view → RoleView[]
// GET  /role/getAllByPage          sys:role:view  RoleQuery → Page<RoleView>
// POST /role/save                  sys:role:add   RoleSaveBody → RoleView
// POST /role/edit                  sys:role:edit  RoleEditBody → RoleView
// POST /role/setDefault            sys:role:setDefault SetDefaultBody → null
// POST /role/editRolePerm          sys:role:edit  EditRolePermBody → null
// POST /role/editRoleDep           sys:role:edit  EditRoleDepBody → null
// POST /role/delByIds              sys:role:delete IdsBody → null; refused (400) while users hold a role
// Nobody can grant a permission they do not hold themselves (403), so a role cannot raise itself.

/** 数据权限 */
export const DATA_TYPES = {
  ALL: 0,
  CUSTOM: 1,
  DEPARTMENT_AND_BELOW: 2,
  DEPARTMENT: 3,
  SELF: 4,
} as const;
export type DataType = (typeof DATA_TYPES)[keyof typeof DATA_TYPES];

/** One granted permission, shaped like XBoot's RolePermission (its client reads `.permissionId`). */
export const rolePermissionSchema = z.object({ roleId: z.string(), permissionId: z.string() });
/** One department of a custom data scope, shaped like XBoot's RoleDepartment (`.departmentId`). */
export const roleDepartmentSchema = z.object({ roleId: z.string(), departmentId: z.string() });
export type RolePermission = z.infer<typeof rolePermissionSchema>;
export type RoleDepartment = z.infer<typeof roleDepartmentSchema>;

export const roleViewSchema = z.object({
  id: z.string(),
  /** ROLE_* */
  name: z.string(),
  description: z.string(),
  defaultRole: z.boolean(),
  dataType: z.number(),
  /** Granted permissions (menus, pages, buttons). */
  permissions: z.array(rolePermissionSchema),
  /** Departments of the custom data scope (dataType 1). */
  departments: z.array(roleDepartmentSchema),
  /** Users holding the role. */
  userCount: z.number(),
  createTime: z.string(),
  /** null until first changed */
  updateTime: z.string().nullable(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

export interface RoleQuery extends PageQuery {
  /** LIKE on name or description */
  key?: string;
}

export interface RoleSaveBody {
  /** Must start with ROLE_ (upper case letters, digits, _). */
  name: string;
  description?: string;
  dataType?: number;
  defaultRole?: boolean | string;
}

export interface RoleEditBody extends RoleSaveBody {
  id: string;
}

export interface SetDefaultBody {
  id: string;
  isDefault: boolean | string;
}

export interface EditRolePermBody {
  roleId: string;
  /** The complete new set (menus, pages and buttons). */
  permIds: IdList;
}

export interface EditRoleDepBody {
  roleId: string;
  dataType: number;
  /** Departments for dataType 1; ignored otherwise. */
  depIds?: IdList;
}

// ───────────────────────────── Menus and permissions (/permission) ─────────────────────────────
// GET  /permission/getMenuList          logged in → MenuNode[] (the caller's own menu)
// GET  /permission/getAllList?scope=    sys:permission:view | sys:role:view → PermissionNode[] TREE
//                                       (scope 'admin' default, or 'web')
// GET  /permission/getByParentId/{id}   sys:permission:view → PermissionNode[] (direct children, no `children`)
// GET  /permission/search?title=        sys:permission:view → PermissionNode[] (flat, ≤ 100; title, name or code)
// POST /permission/add                  sys:permission:add  PermissionAddBody → PermissionNode
// POST /permission/edit                 sys:permission:edit PermissionEditBody → PermissionNode
// POST /permission/delByIds             sys:permission:delete IdsBody → null; refused while children remain
// POST /permission/switchComponents     sys:permission:edit {style} → MenuComponentSwitchResult

const permissionFields = {
  id: z.string(),
  parentId: z.string(),
  /** Title of the parent ('' for top level). */
  parentTitle: z.string(),
  scope: z.enum(['admin', 'web']),
  name: z.string().nullable(),
  title: z.string(),
  /** -1 top app, 0 menu/page, 1 button */
  type: z.number(),
  /** 0 top app … 3 button */
  level: z.number(),
  path: z.string(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  /** add, edit, delete, enable, disable, resetPass, input, setDefault, view, other … */
  buttonType: z.string().nullable(),
  /** Server permission code, e.g. sys:user:add */
  code: z.string().nullable(),
  url: z.string().nullable(),
  /** 始终显示 */
  showAlways: z.boolean(),
  /** A top-level page shown as a menu entry (XBoot's isMenu). */
  isMenu: z.boolean(),
  /** 备注; for a top app `window` opens it in a new tab. */
  description: z.string(),
  sortOrder: z.number(),
  /** 0 enabled, -1 disabled */
  status: z.number(),
  isParent: z.boolean(),
  /** Client tree state as XBoot answers it (true, false, false); accepted on save, never stored. */
  expand: z.boolean(),
  checked: z.boolean(),
  selected: z.boolean(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
};
export type PermissionNode = z.infer<z.ZodObject<typeof permissionFields>> & { children?: PermissionNode[] };
export const permissionNodeSchema: z.ZodType<PermissionNode> = z.object({
  ...permissionFields,
  get children() {
    return z.array(permissionNodeSchema).optional();
  },
});

/**
 * POST /permission/switchComponents: the seeded admin menu's `component` values now point at one
 * client's screens (`zhiyuan` ours, `xboot` XBoot's admin front end).
 */
export interface MenuComponentSwitchResult {
  style: 'zhiyuan' | 'xboot';
  /** Rows whose component changed. */
  changed: number;
  /** Titles of the rows left as they were (a component set by hand). */
  kept: string[];
}

export interface PermissionAddBody {
  parentId?: string;
  scope?: 'admin' | 'web';
  name?: string;
  title: string;
  type: number;
  path?: string;
  component?: string;
  icon?: string;
  buttonType?: string;
  /** Required for buttons (type 1): `a:b:c` */
  code?: string;
  url?: string;
  /** 始终显示 (default true) */
  showAlways?: boolean | string;
  /** default false */
  isMenu?: boolean | string;
  description?: string;
  sortOrder?: number;
  status?: number;
}

export interface PermissionEditBody extends PermissionAddBody {
  id: string;
}

// ───────────────────────────── Dictionaries (/dict, /dictData) ─────────────────────────────
// GET  /dict/getAll                     sys:dict:view → DictView[]
// GET  /dict/search?key=                sys:dict:view → DictView[] (title or type)
// POST /dict/add | /dict/edit           sys:dict:add | sys:dict:edit  DictBody → DictView
// POST /dict/delByIds                   sys:dict:delete IdsBody → null (its entries go with it)
// GET  /dictData/getByCondition         sys:dict:view DictDataQuery → Page<DictDataView>
// POST /dictData/add | /dictData/edit   sys:dict:add | sys:dict:edit DictDataBody → DictDataView
// POST /dictData/delByIds               sys:dict:delete IdsBody → null
// GET  /dictData/getByType/{type}       PUBLIC → DictItem[] (enabled entries, in order)

export const dictViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
  sortOrder: z.number(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type DictView = z.infer<typeof dictViewSchema>;

export interface DictBody {
  id?: string;
  title: string;
  /** letters, digits and _, unique */
  type: string;
  description?: string;
  sortOrder?: number;
}

export const dictDataViewSchema = z.object({
  id: z.string(),
  dictId: z.string(),
  title: z.string(),
  value: z.string(),
  /** 0 enabled, -1 disabled */
  status: z.number(),
  sortOrder: z.number(),
  description: z.string(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type DictDataView = z.infer<typeof dictDataViewSchema>;

export interface DictDataQuery extends PageQuery {
  dictId?: string;
  title?: string;
  status?: number;
}

export interface DictDataBody {
  id?: string;
  dictId: string;
  title: string;
  value: string;
  status?: number;
  sortOrder?: number;
  description?: string;
}

export interface DictItem {
  id: string;
  title: string;
  value: string;
  sortOrder: number;
}

// ───────────────────────────── Logs (/log) ─────────────────────────────
// GET  /log/getAllByPage   sys:log:view LogQuery → Page<LogView>
// POST /log/delByIds       sys:log:delete IdsBody → null
// POST /log/delAll         sys:log:clear → null (this call is itself written to the new, empty log)
// Written by the server itself: a login log for every login attempt (success or failure, with the
// reason), an operation log for every admin write (any non-GET call that needs a permission code).

export const LOG_TYPES = { OPERATION: 0, LOGIN: 1 } as const;

export interface LogView {
  id: string;
  /** 0 operation, 1 login */
  logType: number;
  /** What was done: the route summary, e.g. "Add a user" / 登录 */
  name: string;
  requestUrl: string;
  requestType: string;
  /** JSON of query + body with secrets (password, token, code, …) masked as "******" */
  requestParam: string;
  userId: string | null;
  username: string;
  ip: string;
  device: string;
  /** ms */
  costTime: number;
  success: boolean;
  /** Result code of the envelope (200, 400, 403 …). */
  resultCode: number;
  /** The failure message (login: the reason). */
  errorMessage: string;
  createTime: string;
}

export interface LogQuery extends PageQuery {
  /** 0 operation, 1 login */
  type?: number;
  /** LIKE over name, url, params, username, ip, device */
  key?: string;
  username?: string;
  ip?: string;
  success?: boolean | string;
}

// ───────────────────────────── Messages (/message, /messageSend, /api/ws) ─────────────────────────────
// GET  /message/getByCondition       sys:message:view MessageQuery → Page<MessageView>
// GET  /message/get/{id}             sys:message:view → MessageView
// POST /message/add                  sys:message:add MessageAddBody → MessageView (sent at once, pushed over /api/ws)
// POST /message/edit                 sys:message:edit MessageEditBody → MessageView (title/content/type only)
// POST /message/delByIds             sys:message:delete IdsBody → null (its sends go with it)
// GET  /messageSend/admin/getByCondition  sys:message:view MessageSendAdminQuery → Page<MessageSendView> (send detail)
// --- the caller's own inbox (any logged-in user; never anyone else's, whatever filter is sent) ---
// GET  /messageSend/getByCondition   logged in  MessageSendQuery → Page<MessageSendView>
// GET  /messageSend/unreadCount      logged in → number
// POST /messageSend/edit             logged in  MessageSendEditBody → null (own only)
// POST /messageSend/delByIds         logged in  IdsBody → null (own only)
// GET  /messageSend/all/{type}       logged in  type 0 = mark all mine read, 1 = delete all mine that are READ → null

export const MESSAGE_RANGES = { ALL: 0, USERS: 1, ROLES: 2, DEPARTMENTS: 3 } as const;

export interface MessageView {
  id: string;
  title: string;
  /** HTML */
  content: string;
  /** Plain-text excerpt of the content (≤ 100 chars). */
  contentText: string;
  /** dict message_type, e.g. '0' system notice */
  type: string;
  /** 0 all users, 1 chosen users, 2 roles, 3 departments */
  range: number;
  targetIds: string[];
  /** Also delivered to accounts created later (range 0 only). */
  createSend: boolean;
  sendCount: number;
  readCount: number;
  createBy: string;
  createTime: string;
}

export interface MessageQuery extends PageQuery {
  title?: string;
  type?: string;
}

export interface MessageAddBody {
  title: string;
  content: string;
  type?: string;
  range: number;
  /** user / role / department ids by `range` */
  targetIds?: IdList;
  createSend?: boolean | string;
}

export interface MessageEditBody {
  id: string;
  title: string;
  content: string;
  type?: string;
}

export interface MessageSendView {
  id: string;
  messageId: string;
  userId: string;
  username: string;
  nickname: string;
  title: string;
  content: string;
  type: string;
  /** 0 unread, 1 read */
  status: number;
  createTime: string;
}

export interface MessageSendQuery extends PageQuery {
  messageId?: string;
  status?: number;
  title?: string;
}

export interface MessageSendAdminQuery extends MessageSendQuery {
  userId?: string;
}

export interface MessageSendEditBody {
  id: string;
  /** 0 unread, 1 read */
  status: number;
}

/**
 * WebSocket `/api/ws?accessToken=<token>` (same token as the accessToken header). The server
 * closes with code 4401 when the token is missing or dead, and 4001 when the session is kicked out.
 * Client → server: `{"type":"ping"}` (answered with pong). Server → client: WsServerEvent.
 */
export type WsServerEvent =
  | { type: 'hello'; unread: number }
  | { type: 'message'; message: { id: string; title: string; type: string; createTime: string }; unread: number }
  | { type: 'unread'; unread: number }
  | { type: 'kicked' }
  | { type: 'pong' };

// ───────────────────────────── Online users (/onlineUser) ─────────────────────────────
// GET  /onlineUser/getAllByPage  sys:online:view OnlineUserQuery → Page<OnlineUserView>
// POST /onlineUser/logout        sys:online:logout IdsBody (session ids) → null; the sessions die at
//                                once on every instance, their websockets are closed (4001)
// The token itself is never returned (XBoot shows it; we show a session id instead).

export interface OnlineUserView {
  /** Session id (use it to kick out). */
  id: string;
  userId: string;
  username: string;
  nickname: string;
  ip: string;
  device: string;
  loginTime: string;
  lastActiveTime: string;
  expireTime: string;
  remember: boolean;
  /** This is the caller's own session. */
  current: boolean;
}

export interface OnlineUserQuery extends PageQuery {
  /** LIKE over username, nickname, ip, device */
  key?: string;
}

// ───────────────────────────── Dashboard (/dashboard) ─────────────────────────────
// GET /dashboard/stats?days=30   home:view → DashboardStats (days 7–90, default 30)

export interface DashboardStats {
  counts: {
    users: number;
    /** Holders of ROLE_VIP */
    vipUsers: number;
    newUsersToday: number;
    loginsToday: number;
    onlineUsers: number;
    departments: number;
    roles: number;
    messages: number;
    /** null when that table does not exist yet (see `missing`) */
    testsTaken: number | null;
    formsSaved: number | null;
  };
  /** One entry per day, oldest first, China time. */
  trend: {
    date: string;
    registrations: number;
    logins: number;
    loginFailures: number;
    /** null when the table does not exist yet */
    testsTaken: number | null;
    formsSaved: number | null;
  }[];
  /** Names of statistics not available yet, e.g. ['testsTaken', 'formsSaved']. */
  missing: string[];
  /** 示例内容 still on the site, by kind (issue 30): the review list is /content/samples. */
  samples: SampleSummary;
}

/** Re-exported for screens that show users from the admin contract only. */
export type { UserView };

// School aliases in bulk (issue 29): the dry run and commit of an alias file (modules/data-import/aliases.ts).

/** Why a row of an alias file is refused (stable words, translated by the admin like the importer's reasons). */
export type AliasRefusal =
  | 'missing alias'
  | 'missing institution'
  | 'alias too long'
  | 'unknown institution'
  | 'bad kind'
  | 'alias is an institution name'
  | 'alias points elsewhere'
  | 'duplicate in file';

export interface AliasFileReport {
  file: string;
  dryRun: boolean;
  /** Rows read (blank rows are not counted). */
  read: number;
  /** Aliases (that would be) added. */
  added: number;
  /** Rows whose alias already points to the same institution. */
  unchanged: number;
  refused: number;
  refusedByReason: Partial<Record<AliasRefusal, number>>;
  /** The refused rows (the first ones, up to the server's limit), each with its reason. */
  refusedRows: { row: number; alias: string; institution: string; reason: AliasRefusal }[];
  /** After a commit: stored admission rows that now match an institution. */
  rematched?: number;
}
