import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { UserView } from '@zhiyuan/shared';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { useSession } from '../../../stores/session';
import { sampleMenu } from '../../../test/menu-fixture';
import UserPage from '.';

const user: UserView = {
  id: 'u2',
  username: 'zhangwei',
  nickname: '张伟',
  mobile: '13900000001',
  email: null,
  avatar: null,
  sex: '1',
  province: null,
  grade: null,
  subjects: [],
  type: 0,
  status: -1,
  departmentId: null,
  departmentTitle: null,
  address: null,
  street: null,
  birth: null,
  description: null,
  mobileVerified: true,
  passStrength: null,
  createTime: '2026-11-02 08:15:30',
  updateTime: null,
  roles: [{ id: 'r2', name: 'ROLE_USER', description: '注册用户' }],
};

vi.mock('../../../services/user', () => ({
  getUsersByCondition: vi.fn(async () => ({ content: [user], totalElements: 1, totalPages: 1, number: 0, size: 10 })),
  addUser: vi.fn(),
  editUser: vi.fn(),
  enableUser: vi.fn(),
  disableUser: vi.fn(),
  deleteUsers: vi.fn(),
  resetPasswords: vi.fn(),
}));
vi.mock('../../../services/role', () => ({ getAllRoles: vi.fn(async () => []) }));
vi.mock('../../../services/department', () => ({ getDepartmentsByParentId: vi.fn(async () => []) }));

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/sys/user']}>
          <UserPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('users screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists users with status tags and times as given, and shows every granted button', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: sampleMenu() });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('zhangwei').length).toBeGreaterThan(0));
    expect(screen.getAllByText('禁用').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2026-11-02 08:15:30').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('user-add-button')).not.toBeNull();
    expect(screen.queryByTestId('user-edit-zhangwei')).not.toBeNull();
    expect(screen.queryByTestId('user-enable-zhangwei')).not.toBeNull();
  });

  it('removes the buttons the page does not grant', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: sampleMenu(['edit']) });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('zhangwei').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('user-add-button')).toBeNull();
    expect(screen.queryByTestId('user-enable-zhangwei')).toBeNull();
    expect(screen.queryByTestId('user-more-zhangwei')).toBeNull();
    expect(screen.queryByTestId('user-edit-zhangwei')).not.toBeNull();
  });
});
