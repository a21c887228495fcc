/** Identity payloads shared by the server and both apps. */
export interface RoleRef {
  id: string;
  name: string;
  description?: string;
}

export interface UserView {
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
  /** 就读学校 */
  school?: string | null;
  /** 选科, e.g. ['物理', '化学', '生物'] */
  subjects: string[];
  /** 0 normal user, 1 administrator */
  type: number;
  /** 0 normal, -1 disabled */
  status: number;
  departmentId: string | null;
  departmentTitle: string | null;
  createTime: string;
  roles: RoleRef[];
}

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
