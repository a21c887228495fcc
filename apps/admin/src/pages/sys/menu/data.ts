import type { PermissionAddBody, PermissionNode } from '@zhiyuan/shared';
import * as menuIcons from '../../../layout/menu-icons';

/** -1 top navigation, 0 page or menu group, 1 button. */
export const PERMISSION_TYPES = [-1, 0, 1] as const;

/** Button types of the dictionary permission_type. */
export const BUTTON_TYPES = ['add', 'edit', 'delete', 'enable', 'disable', 'resetPass', 'input', 'export', 'setDefault', 'clear', 'view', 'other'] as const;

/** Names of the icons a menu may use (the console's closed list). */
export const ICON_NAMES: string[] = Object.keys(menuIcons).sort();

/** `a:b:c` of letters, digits, - and _ (the server checks the same). */
export const CODE_PATTERN = /^[A-Za-z][\w-]*(:[A-Za-z][\w-]*){1,4}$/;

export interface MenuFormValues {
  type: number;
  title: string;
  name?: string;
  path?: string;
  component?: string;
  icon?: string;
  url?: string;
  code?: string;
  buttonType?: string;
  /** 始终显示 */
  showAlways?: boolean;
  isMenu?: boolean;
  description?: string;
  sortOrder: number;
  status: number;
  parentId: string;
}

export function formValuesOf(node: PermissionNode): MenuFormValues {
  return {
    type: node.type,
    title: node.title,
    name: node.name ?? undefined,
    path: node.path || undefined,
    component: node.component ?? undefined,
    icon: node.icon ?? undefined,
    url: node.url ?? undefined,
    code: node.code ?? undefined,
    buttonType: node.buttonType ?? undefined,
    showAlways: node.showAlways,
    isMenu: node.isMenu,
    description: node.description || undefined,
    sortOrder: node.sortOrder,
    status: node.status,
    parentId: node.parentId,
  };
}

/** What a node of this type may carry: a button has no path or icon, a top nav no component. */
export function bodyOf(values: MenuFormValues): PermissionAddBody {
  const text = (v?: string) => v?.trim() ?? '';
  const base: PermissionAddBody = {
    parentId: values.parentId,
    type: values.type,
    title: values.title.trim(),
    name: text(values.name),
    code: text(values.code),
    description: text(values.description),
    sortOrder: values.sortOrder,
    status: values.status,
  };
  if (values.type === 1) return { ...base, buttonType: values.buttonType ?? 'other' };
  return {
    ...base,
    path: text(values.path),
    component: values.type === 0 ? text(values.component) : '',
    icon: text(values.icon),
    url: text(values.url),
    showAlways: values.showAlways ?? true,
    isMenu: values.isMenu ?? false,
  };
}

/** The type a new child of `parent` gets by default: a button under a page with a component, else a page. */
export function childTypeOf(parent: PermissionNode | undefined): number {
  if (!parent) return -1;
  if (parent.type === 0 && parent.component) return 1;
  return 0;
}
