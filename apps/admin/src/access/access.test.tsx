import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import '../locales';
import { useSession } from '../stores/session';
import { sampleMenu } from '../test/menu-fixture';
import { HasPerm, HasRole, hasPermType, hasRole, useAccess } from '.';

function at(path: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

describe('access rules', () => {
  it('grants a button type only when the page lists it', () => {
    expect(hasPermType(['add', 'edit'], 'add')).toBe(true);
    expect(hasPermType(['add', 'edit'], 'delete')).toBe(false);
    expect(hasPermType(undefined, 'add')).toBe(false);
  });

  it('passes a list of required values when any one is granted', () => {
    expect(hasPermType(['resetPass'], ['delete', 'resetPass'])).toBe(true);
    expect(hasPermType([], ['delete', 'resetPass'])).toBe(false);
  });

  it('grants a role only when the stored roles include it', () => {
    expect(hasRole(['ROLE_ADMIN'], 'ROLE_ADMIN')).toBe(true);
    expect(hasRole(['ROLE_USER'], 'ROLE_ADMIN')).toBe(false);
    expect(hasRole(null, 'ROLE_ADMIN')).toBe(false);
  });
});

describe('permission button', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ token: 't', menus: sampleMenu(['add', 'edit']), roles: [], user: null });
  });
  afterEach(cleanup);

  it('keeps the element when the current page grants the button type', () => {
    at(
      '/sys/user',
      <HasPerm value="add">
        <button>添加用户</button>
      </HasPerm>,
    );
    expect(screen.queryByRole('button', { name: '添加用户' })).not.toBeNull();
  });

  it('removes the element when the current page does not grant it', () => {
    at(
      '/sys/user',
      <HasPerm value="delete">
        <button>删除</button>
      </HasPerm>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('reads the permTypes of the page behind the current route, not of another page', () => {
    // 部门管理 grants only 'add'; its relative path nests under /sys.
    at(
      '/sys/department',
      <>
        <HasPerm value="add">
          <button>add</button>
        </HasPerm>
        <HasPerm value="edit">
          <button>edit</button>
        </HasPerm>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'add' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'edit' })).toBeNull();
  });

  it('removes the element on a route without a menu page', () => {
    at(
      '/unknown',
      <HasPerm value="add">
        <button>add</button>
      </HasPerm>,
    );
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });

  it('renders the fallback instead when one is given', () => {
    at(
      '/sys/user',
      <HasPerm value="delete" fallback={<span>无权限</span>}>
        <button>删除</button>
      </HasPerm>,
    );
    expect(screen.queryByText('无权限')).not.toBeNull();
  });

  it('follows a menu refresh that takes a grant away', () => {
    const view = at(
      '/sys/user',
      <HasPerm value="edit">
        <button>编辑</button>
      </HasPerm>,
    );
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeNull();
    useSession.setState({ menus: sampleMenu(['add']) });
    view.rerender(
      <MemoryRouter initialEntries={['/sys/user']}>
        <HasPerm value="edit">
          <button>编辑</button>
        </HasPerm>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe('role rule', () => {
  afterEach(cleanup);

  it('keeps the element for a stored role', () => {
    useSession.setState({ roles: ['ROLE_ADMIN'], menus: [] });
    at(
      '/home',
      <HasRole value="ROLE_ADMIN">
        <span>admin only</span>
      </HasRole>,
    );
    expect(screen.queryByText('admin only')).not.toBeNull();
  });

  it('removes the element without the role', () => {
    useSession.setState({ roles: ['ROLE_USER'], menus: [] });
    at(
      '/home',
      <HasRole value="ROLE_ADMIN">
        <span>admin only</span>
      </HasRole>,
    );
    expect(screen.queryByText('admin only')).toBeNull();
  });
});

describe('useAccess', () => {
  afterEach(cleanup);

  function Probe() {
    const access = useAccess();
    return <span>{`${access.canOpen('sys/user-manage/userManage')}|${access.pathOf('sys/user')}|${access.canOpen('sys/log')}`}</span>;
  }

  it('finds pages by component, whatever alias the menu uses', () => {
    useSession.setState({ roles: [], menus: sampleMenu() });
    at('/home', <Probe />);
    expect(screen.getByText('true|/sys/user|false')).not.toBeNull();
  });
});
