import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import type { AliasFileReport } from '@zhiyuan/shared';
import { aliasFileCommit, aliasFileDryRun, getSchoolAliases } from '../../../services/data';
import { ApiError } from '../../../services/http';
import { useSession } from '../../../stores/session';
import { dataMenu } from '../../../test/menu-fixture';
import { AliasPanel } from './modules/alias-panel';

vi.mock('../../../services/data', () => ({
  getSchoolAliases: vi.fn(),
  addSchoolAlias: vi.fn(),
  deleteSchoolAlias: vi.fn(),
  aliasFileDryRun: vi.fn(),
  aliasFileCommit: vi.fn(),
}));

const dry: AliasFileReport = {
  file: 'aliases.csv',
  dryRun: true,
  read: 4,
  added: 2,
  unchanged: 1,
  refused: 1,
  refusedByReason: { 'unknown institution': 1 },
  refusedRows: [{ row: 5, alias: '火星', institution: '火星大学', reason: 'unknown institution' }],
};

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/data/import']}>
          <AliasPanel />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const value = (testId: string) => screen.getByTestId(testId).querySelector('.ant-statistic-content-value')!.textContent;

describe('alias file upload', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    vi.mocked(getSchoolAliases).mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, pageNumber: 1, pageSize: 10 } as never);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the dry run with each refused row and its reason, then commits', async () => {
    vi.mocked(aliasFileDryRun).mockResolvedValue(dry);
    vi.mocked(aliasFileCommit).mockResolvedValue({ ...dry, dryRun: false, rematched: 7 });
    renderPanel();
    expect((screen.getByTestId('alias-file-commit') as HTMLButtonElement).disabled).toBe(true);
    const input = document.querySelector<HTMLInputElement>('[data-testid="alias-file"] input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'aliases.csv')] } });
    fireEvent.click(await screen.findByTestId('alias-file-dry-run'));
    await screen.findByTestId('alias-file-report');
    expect(value('alias-file-read')).toBe('4');
    expect(value('alias-file-added')).toBe('2');
    expect(value('alias-file-unchanged')).toBe('1');
    expect(value('alias-file-refused')).toBe('1');
    expect(screen.getByTestId('alias-file-refused-rows').textContent).toContain('院校库中没有该名称或代码');

    fireEvent.click(screen.getByTestId('alias-file-commit'));
    await screen.findByTestId('alias-file-result');
    expect(vi.mocked(aliasFileCommit).mock.calls[0][0].name).toBe('aliases.csv');
    expect(screen.getByTestId('alias-file-result').textContent).toContain('已有 7 行录取数据随即关联到院校');
    await waitFor(() => expect(getSchoolAliases).toHaveBeenCalledTimes(2));
  });

  it('shows why a file is refused', async () => {
    vi.mocked(aliasFileDryRun).mockRejectedValue(new ApiError(400, '别名文件第一行应为列名，缺少：institution'));
    renderPanel();
    const input = document.querySelector<HTMLInputElement>('[data-testid="alias-file"] input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.csv')] } });
    fireEvent.click(await screen.findByTestId('alias-file-dry-run'));
    expect((await screen.findByTestId('alias-file-error')).textContent).toContain('缺少：institution');
  });
});
