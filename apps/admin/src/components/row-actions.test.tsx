import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../locales';
import { useSession } from '../stores/session';
import { sampleMenu } from '../test/menu-fixture';
import { RowActions, visibleActions, type RowAction } from './row-actions';

interface Row {
  id: string;
  name: string;
  locked: boolean;
}

const row: Row = { id: '1', name: 'zhangwei', locked: false };

function renderActions(actions: RowAction<Row>[], extra: Partial<Parameters<typeof RowActions<Row>>[0]> = {}, of: Row = row) {
  return render(
    <App>
      <MemoryRouter initialEntries={['/sys/user']}>
        <RowActions row={of} actions={actions} {...extra} />
      </MemoryRouter>
    </App>,
  );
}

describe('RowActions', () => {
  beforeEach(() => useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: sampleMenu(['edit', 'delete']) }));
  afterEach(cleanup);

  it('draws the actions the page grants and that apply to the row, with their test ids and style', () => {
    renderActions([
      { key: 'edit', label: '编辑', perm: 'edit', onClick: vi.fn(), testId: (r) => `edit-${r.name}` },
      { key: 'reset', label: '重置密码', perm: 'resetPass', onClick: vi.fn(), testId: 'reset' },
      { key: 'unlock', label: '解锁', hidden: (r) => !r.locked, onClick: vi.fn(), testId: 'unlock' },
      { key: 'delete', label: '删除', perm: 'delete', tone: 'danger', onClick: vi.fn(), testId: 'delete', ariaLabel: (r) => `删除 ${r.name}` },
    ]);
    expect(screen.queryByTestId('edit-zhangwei')).not.toBeNull();
    expect(screen.queryByTestId('reset')).toBeNull();
    expect(screen.queryByTestId('unlock')).toBeNull();
    const remove = screen.getByTestId('delete');
    expect(remove.className).toContain('ant-typography-danger');
    expect(screen.getByLabelText('删除 zhangwei')).toBe(remove);
  });

  it('runs a plain action on click, with the row', () => {
    const edit = vi.fn();
    renderActions([{ key: 'edit', label: '编辑', onClick: edit, testId: 'edit' }]);
    fireEvent.click(screen.getByTestId('edit'));
    expect(edit).toHaveBeenCalledWith(row);
  });

  it('asks first with the console’s delete confirmation, naming the row, and runs on OK', async () => {
    const remove = vi.fn(async () => undefined);
    renderActions([
      { key: 'delete', label: '删除', tone: 'danger', confirm: { kind: 'delete', thing: '用户', name: (r) => r.name }, onClick: remove, testId: 'delete' },
    ]);
    fireEvent.click(screen.getByTestId('delete'));
    await waitFor(() => expect(screen.getByTestId('confirm-delete-ok')).not.toBeNull());
    expect(document.body.textContent).toContain('zhangwei');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-delete-ok'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(row));
  });

  it('asks first with a popconfirm of the row’s own words', async () => {
    const disable = vi.fn();
    renderActions([{ key: 'disable', label: '禁用', confirm: { kind: 'pop', title: (r) => `确定禁用 ${r.name}？` }, onClick: disable, testId: 'disable' }]);
    fireEvent.click(screen.getByTestId('disable'));
    await waitFor(() => expect(screen.getByText('确定禁用 zhangwei？')).not.toBeNull());
    expect(disable).not.toHaveBeenCalled();
  });

  it('puts the actions marked inMore under a 更多 menu and shows the empty fallback when nothing is left', () => {
    renderActions([{ key: 'delete', label: '删除', perm: 'delete', inMore: true, onClick: vi.fn() }], {
      more: { label: '更多', testId: (r) => `more-${r.name}` },
    });
    expect(screen.getByTestId('more-zhangwei').textContent).toContain('更多');
    cleanup();
    renderActions([{ key: 'reset', label: '重置密码', perm: 'resetPass', onClick: vi.fn() }], { empty: () => <span data-testid="none">-</span> });
    expect(screen.queryByTestId('none')).not.toBeNull();
  });

  it('visibleActions keeps the order and drops what is not granted or hidden', () => {
    const actions: RowAction<Row>[] = [
      { key: 'a', label: 'a', onClick: vi.fn() },
      { key: 'b', label: 'b', perm: 'x', onClick: vi.fn() },
      { key: 'c', label: 'c', hidden: () => true, onClick: vi.fn() },
      { key: 'd', label: 'd', perm: 'y', onClick: vi.fn() },
    ];
    expect(visibleActions(actions, row, (perm) => perm === 'y').map((a) => a.key)).toEqual(['a', 'd']);
  });
});
