import { XBOOT_PAGE_COMPONENTS } from '@zhiyuan/shared/menu-components';

/**
 * Menu nodes name their page by `component`. Names from the XBoot family
 * ('sys/user-manage/userManage') and our own ('sys/user') both lead to one canonical key; the
 * menu's XBoot style (packages/shared/src/menu-components.ts, issue 28) is read through the same table.
 */
const ALIASES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(XBOOT_PAGE_COMPONENTS).map(([ours, xboot]) => [xboot.toLowerCase(), ours])),
  'home/home': 'home',
  dashboard: 'home',
  'sys/user-manage/usermanage': 'sys/user',
  'sys/user-manage': 'sys/user',
  'sys/user/list': 'sys/user',
  'sys/users': 'sys/user',
  'system/user': 'sys/user',
  'sys/department-manage/departmentmanage': 'sys/department',
  'sys/role-manage/rolemanage': 'sys/role',
  'sys/menu-manage/menumanage': 'sys/menu',
  'sys/dict-manage/dictmanage': 'sys/dict',
  'sys/log-manage/logmanage': 'sys/log',
  'sys/message-manage/messagemanage': 'sys/message',
  'sys/online-user/onlineuser': 'sys/online',
  'sys/online-manage/onlinemanage': 'sys/online',
  'own-space/own-space': 'own-space',
  'own-space/user': 'own-space',
};

export function componentKey(component: string): string {
  const key = component
    .trim()
    .toLowerCase()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return ALIASES[key] ?? key;
}
