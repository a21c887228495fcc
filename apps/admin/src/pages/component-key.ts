/**
 * Menu nodes name their page by `component`. Names from the XBoot family
 * ('sys/user-manage/userManage') and our own ('sys/user') both lead to one canonical key.
 */
const ALIASES: Record<string, string> = {
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
