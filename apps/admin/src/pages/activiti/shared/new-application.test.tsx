import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActBusinessView, ActProcessView, LeaveView } from '@zhiyuan/shared';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { addApplication, addLeave, submitApplication } from '../../../services/workflow';
import { useSession } from '../../../stores/session';
import { node } from '../../../test/menu-fixture';
import { NewApplicationModal } from './new-application';

const process = (id: string, name: string, processKey: string, extra: Partial<ActProcessView> = {}) =>
  ({ id, name, processKey, categoryTitle: '', description: '', routeName: '', businessTable: '', ...extra }) as ActProcessView;

vi.mock('../../../services/workflow', async (original) => ({
  ...(await original<typeof import('../../../services/workflow')>()),
  getStartableProcesses: vi.fn(async () => [
    process('p1', '报销', 'expense', { description: '差旅与日常报销' }),
    process('p2', '请假流程', 'leave', { routeName: 'leave', businessTable: 'leave' }),
  ]),
  getLeaveTypes: vi.fn(async () => []),
  addApplication: vi.fn(async () => ({ id: 'b1' }) as ActBusinessView),
  addLeave: vi.fn(async () => ({ id: 'l1', businessId: 'b2' }) as LeaveView),
  submitApplication: vi.fn(async () => ({ id: 'b1' }) as ActBusinessView),
}));

/** 我的申请 carries the act:apply buttons; 请假申请 (where the dialog may open too) carries none. */
function workflowMenu(codes: string[]) {
  return [
    node({
      title: '志愿通管理系统',
      type: -1,
      level: 0,
      children: [
        node({
          title: '工作流程',
          name: 'activiti',
          path: '/activiti',
          children: [
            node({ title: '我的申请', name: 'apply-manage', path: '/activiti/apply', component: 'activiti/apply', level: 2, permCodes: codes }),
            node({ title: '请假申请', name: 'leave', path: '/activiti/leave', component: 'activiti/leave', level: 2, permCodes: ['act:leave:view'] }),
          ],
        }),
      ],
    }),
  ];
}

function renderModal(path = '/activiti/apply') {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <NewApplicationModal open onClose={vi.fn()} onDone={onDone} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return onDone;
}

async function chooseProcess(key: string) {
  await waitFor(() => expect(screen.getByTestId('act-apply-process').querySelector('.ant-select-selector')).not.toBeNull());
  fireEvent.mouseDown(screen.getByTestId('act-apply-process').querySelector('.ant-select-selector')!);
  fireEvent.click(await screen.findByTestId(`act-apply-process-option-${key}`));
}

describe('发起申请', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSession.setState({ token: 't', roles: [], menus: workflowMenu(['act:apply:view', 'act:apply:add', 'act:apply:enable']) });
  });
  afterEach(cleanup);

  it('adds a general application with its title and text, then submits it', async () => {
    const onDone = renderModal();
    await chooseProcess('expense');
    expect(await screen.findByText('差旅与日常报销')).not.toBeNull();
    fireEvent.change(screen.getByTestId('act-apply-title'), { target: { value: ' 三月差旅 ' } });
    fireEvent.change(screen.getByTestId('act-apply-description'), { target: { value: '北京往返' } });
    fireEvent.click(screen.getByTestId('act-apply-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(addApplication).toHaveBeenCalledWith({ procDefId: 'p1', title: '三月差旅', description: '北京往返' });
    expect(submitApplication).toHaveBeenCalledWith('b1', 0);
  });

  it('only saves a draft with 保存草稿, and asks for the title first', async () => {
    const onDone = renderModal();
    await chooseProcess('expense');
    fireEvent.click(screen.getByTestId('act-apply-draft'));
    expect(await screen.findByText('请填写标题')).not.toBeNull();
    fireEvent.change(screen.getByTestId('act-apply-title'), { target: { value: '采购' } });
    fireEvent.click(screen.getByTestId('act-apply-draft'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(addApplication).toHaveBeenCalledWith({ procDefId: 'p1', title: '采购', description: '' });
    expect(submitApplication).not.toHaveBeenCalled();
  });

  it('asks a leave process for the leave request instead', async () => {
    renderModal();
    await chooseProcess('leave');
    expect(await screen.findByTestId('leave-title')).not.toBeNull();
    expect(screen.queryByTestId('act-apply-title')).toBeNull();
    // The first type is chosen for it.
    await waitFor(() => expect(screen.getByTestId('act-apply-process').closest('form')?.textContent).toContain('事假'));
    expect(addLeave).not.toHaveBeenCalled();
  });

  it('offers 提交审批 on a page without the buttons when 我的申请 grants them, and not otherwise', async () => {
    renderModal('/activiti/leave');
    expect(await screen.findByTestId('act-apply-submit')).not.toBeNull();
    cleanup();
    useSession.setState({ menus: workflowMenu(['act:apply:view', 'act:apply:add']) });
    renderModal('/activiti/leave');
    expect(await screen.findByTestId('act-apply-draft')).not.toBeNull();
    expect(screen.queryByTestId('act-apply-submit')).toBeNull();
  });
});
