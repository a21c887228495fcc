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
