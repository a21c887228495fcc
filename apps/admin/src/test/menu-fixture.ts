import type { MenuNode } from '@zhiyuan/shared';

let counter = 0;

export function node(partial: Partial<MenuNode> & Pick<MenuNode, 'title'>): MenuNode {
  counter += 1;
  return {
    id: `n${counter}`,
    parentId: '0',
    name: `node-${counter}`,
    path: '',
    component: null,
    icon: null,
    type: 0,
    level: 1,
    sortOrder: counter,
    url: null,
    permTypes: [],
    permCodes: [],
    children: [],
    ...partial,
  };
}

/** The shape the server seeds: one top app, home, and a 系统管理 group with the users page. */
export function sampleMenu(userPermTypes: string[] = ['add', 'edit', 'enable', 'disable', 'delete', 'resetPass']): MenuNode[] {
  return [
    node({
      title: '志愿通管理系统',
      type: -1,
      level: 0,
      children: [
        node({ title: '首页', name: 'home', path: '/home', component: 'home' }),
        node({
          title: '系统管理',
          name: 'sys',
          path: '/sys',
          children: [
            node({ title: '用户管理', name: 'user-manage', path: '/sys/user', component: 'sys/user', level: 2, permTypes: userPermTypes }),
            node({ title: '部门管理', name: 'department-manage', path: 'department', component: 'sys/department', level: 2, permTypes: ['add'] }),
          ],
        }),
      ],
    }),
  ];
}

/** The seeded 数据管理 group: the import page grants 'other' (执行导入) unless told otherwise. */
export function dataMenu(importPermTypes: string[] = ['other']): MenuNode[] {
  return [
    node({
      title: '志愿通管理系统',
      type: -1,
      level: 0,
      children: [
        node({
          title: '数据管理',
          name: 'data',
          path: '/data',
          children: [
            node({ title: '数据导入', name: 'data-import', path: '/data/import', component: 'data/import', level: 2, permTypes: importPermTypes }),
            node({ title: '院校库', name: 'data-institution', path: '/data/institution', component: 'data/institution', level: 2 }),
            node({ title: '专业库', name: 'data-major', path: '/data/major', component: 'data/major', level: 2 }),
            node({ title: '录取数据', name: 'data-admission', path: '/data/admission', component: 'data/admission', level: 2 }),
          ],
        }),
      ],
    }),
  ];
}
