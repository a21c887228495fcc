/**
 * The admin menu's `component` values in two styles (issue 28). A menu node names the screen that
 * draws it by `component`:
 * - `zhiyuan`: our admin's keys (`sys/user`), looked up in apps/admin/src/pages/registry.ts;
 * - `xboot`: XBoot's own admin front end (Exrick/xboot-front), which loads `src/views/<component>.vue`
 *   for a page and its layout `Main` for a group (src/libs/util.js initRouterNode; the paths are
 *   the ones XBoot's own menu seed, xboot.sql, gives them).
 * Our admin reads both (apps/admin/src/pages/component-key.ts), so switching never breaks it.
 */

/** XBoot's layout component of a menu group (a level-1 node with pages below it). */
export const XBOOT_GROUP_COMPONENT = 'Main';

/** Our page key → XBoot's view, for every page XBoot's client has a screen for. */
export const XBOOT_PAGE_COMPONENTS: Readonly<Record<string, string>> = {
  home: 'home/home',
  'sys/user': 'sys/user-manage/userManage',
  'sys/department': 'sys/department-manage/departmentManage',
  'sys/role': 'sys/role-manage/roleManage',
  'sys/menu': 'sys/menu-manage/menuManage',
  'sys/dict': 'sys/dict-manage/dictManage',
  'sys/log': 'sys/log-manage/logManage',
  'sys/message': 'sys/message-manage/messageManage',
  'sys/oss': 'sys/oss-manage/ossManage',
  'sys/social': 'sys/social-manage/socialManage',
  'sys/setting': 'sys/setting-manage/settingManage',
  'sys/quartz': 'sys/quartz-manage/quartzManage',
  'sys/redis': 'sys/redis/redis',
  'activiti/apply': 'activiti/apply-manage/applyManage',
  'activiti/todo': 'activiti/todo-manage/todoManage',
  'activiti/done': 'activiti/done-manage/doneManage',
  'activiti/process': 'activiti/process-manage/processManage',
  'activiti/model': 'activiti/model-manage/modelManage',
  'activiti/category': 'activiti/category-manage/categoryManage',
  'activiti/history': 'activiti/historic-detail/historicDetail',
  'activiti/leave': 'activiti/business/leave',
  'app/member': 'app/member/member',
  'open/client': 'open/client/client',
  'auto-chat/reply': 'auto-chat/reply/reply',
  'auto-chat/setting': 'auto-chat/setting/setting',
  'generator/table': 'xboot-vue-generator/tableGenerator',
  'generator/tree': 'xboot-vue-generator/treeGenerator',
};

export type MenuComponentStyle = 'zhiyuan' | 'xboot';
export const MENU_COMPONENT_STYLES: readonly MenuComponentStyle[] = ['zhiyuan', 'xboot'];
