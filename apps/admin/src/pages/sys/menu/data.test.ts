import type { PermissionNode } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, childTypeOf, CODE_PATTERN, ICON_NAMES } from './data';

const page = { id: '1', type: 0, component: 'sys/user' } as PermissionNode;
const group = { id: '2', type: 0, component: null } as PermissionNode;

describe('menu editor data', () => {
  it('offers the icons of the closed list', () => {
    expect(ICON_NAMES).toContain('UserOutlined');
    expect(ICON_NAMES.length).toBeGreaterThan(50);
  });

  it('accepts module:thing:action codes only', () => {
    expect(CODE_PATTERN.test('sys:user:add')).toBe(true);
    expect(CODE_PATTERN.test('sys user')).toBe(false);
    expect(CODE_PATTERN.test('add')).toBe(false);
  });

  it('a button body carries no path, icon or component', () => {
    const body = bodyOf({
      type: 1,
      title: ' 添加 ',
      code: 'sys:x:add',
      buttonType: 'add',
      path: '/x',
      icon: 'UserOutlined',
      sortOrder: 1,
      status: 0,
      parentId: '1',
    });
    expect(body).toEqual({ parentId: '1', type: 1, title: '添加', name: '', code: 'sys:x:add', description: '', sortOrder: 1, status: 0, buttonType: 'add' });
  });

  it('a page body carries 始终显示, isMenu and the description the form holds', () => {
    const body = bodyOf({ type: 0, title: '页', path: '/p', showAlways: false, isMenu: true, description: ' window ', sortOrder: 1, status: 0, parentId: '1' });
    expect(body).toMatchObject({ showAlways: false, isMenu: true, description: 'window' });
  });

  it('new children of a page are buttons, of a group pages, at the root top navigation', () => {
    expect(childTypeOf(page)).toBe(1);
    expect(childTypeOf(group)).toBe(0);
    expect(childTypeOf(undefined)).toBe(-1);
  });
});
