import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MenuNode } from '@zhiyuan/shared';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import type { Role } from '../../../services/role';
import { useSession } from '../../../stores/session';
import { node } from '../../../test/menu-fixture';
import RolePage from '.';

/** ProTable renders slowly in jsdom when every test file runs at once. */
const SLOW = { timeout: 8000 };

const role: Role = {
  id: 'r1',
  name: 'ROLE_EDITOR',
  description: '编辑',
  defaultRole: false,
  dataType: 0,
  permissions: [],
  departments: [],
  userCount: 2,
  createTime: '2026-05-01 09:00:00',
  updateTime: null,
};

vi.mock('../../../services/role', async (actual) => ({
  ...(await actual<typeof import('../../../services/role')>()),
  getRolesByPage: vi.fn(async () => ({ content: [role], totalElements: 1, totalPages: 1, number: 0, size: 10 })),
  deleteRoles: vi.fn(),
  editRole: vi.fn(),
  saveRole: vi.fn(),
  setDefaultRole: vi.fn(),
}));
vi.mock('../../../services/permission', () => ({ getAllPermissions: vi.fn(async () => []) }));

/** The roles page with the given permission codes. */
function rolesMenu(permCodes: string[]): MenuNode[] {
  return [
    node({
      title: '志愿通管理系统',
      type: -1,
      level: 0,
      children: [node({ title: '角色权限管理', name: 'role-manage', path: '/sys/role', component: 'sys/role', level: 2, permCodes })],
    }),
  ];
}

function renderPage(permCodes: string[]) {
  useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: rolesMenu(permCodes) });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/sys/role']}>
          <RolePage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('roles screen', () => {
  afterEach(cleanup);

  it('draws the row actions the codes grant, and the edit dialog from its fields', SLOW, async () => {
    renderPage(['sys:role:add', 'sys:role:edit', 'sys:role:delete']);
    await waitFor(() => expect(screen.getByTestId('role-edit-ROLE_EDITOR')).not.toBeNull(), SLOW);
    expect(screen.queryByTestId('role-perm-ROLE_EDITOR')).not.toBeNull();
    expect(screen.queryByTestId('role-scope-ROLE_EDITOR')).not.toBeNull();
    expect(screen.getAllByText('删除').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('role-edit-ROLE_EDITOR'));
    await waitFor(() => expect((screen.getByTestId('role-form-name') as HTMLInputElement).value).toBe('ROLE_EDITOR'), SLOW);
    expect((screen.getByTestId('role-form-description') as HTMLInputElement).value).toBe('编辑');
  });

  it('draws none without the codes', SLOW, async () => {
    renderPage([]);
    await waitFor(() => expect(screen.getAllByText('ROLE_EDITOR').length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByTestId('role-edit-ROLE_EDITOR')).toBeNull();
    expect(screen.queryByTestId('role-perm-ROLE_EDITOR')).toBeNull();
  });
});
