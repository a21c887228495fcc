import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import type { ImportRunView, ImportStats } from '@zhiyuan/shared';
import { getImportRun, getImportRuns, getImportStats, runImport } from '../../../services/data';
import { ApiError } from '../../../services/http';
import { useSession } from '../../../stores/session';
import { dataMenu } from '../../../test/menu-fixture';
import DataImportPage from '.';

/** ProTable renders slowly in jsdom when every test file runs at once. */
const SLOW = { timeout: 8000 };

vi.mock('../../../services/data', () => ({
  getImportStats: vi.fn(),
  getImportRuns: vi.fn(),
  getImportRun: vi.fn(),
  runImport: vi.fn(),
  uploadDryRun: vi.fn(),
  uploadCommit: vi.fn(),
  getSchoolAliases: vi.fn(() => Promise.resolve({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 })),
  addSchoolAlias: vi.fn(),
  deleteSchoolAlias: vi.fn(),
}));

const stats: ImportStats = {
  dataMode: 'demo',
  totals: { institutions: 2919, majors: 1450, offerings: 800, admissionRecords: 12000, rankRows: 700, controlLines: 30 },
  byProvinceYear: [
    { province: '江苏', year: 2025, institution: 100, group: 200, major: 300, plan: 0, rankRows: 400, controlLines: 10 },
    { province: '广东', year: 2025, institution: 1, group: 2, major: 3, plan: 4, rankRows: 5, controlLines: 6 },
  ],
};

const finished: ImportRunView = {
  id: '1',
  startedAt: '2026-06-24 08:00:00',
  finishedAt: '2026-06-24 08:01:00',
  status: 'succeeded',
  dataDir: '/srv/data',
  triggeredBy: 'admin',
  totals: { read: 10, imported: 8, unchanged: 1, skipped: 1 },
  error: null,
};

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/data/import']}>
          <DataImportPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

async function confirmRun() {
  fireEvent.click(await screen.findByTestId('run-import', {}, SLOW));
  const popup = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popconfirm');
    if (!found) throw new Error('no popconfirm yet');
    return found;
  }, SLOW);
  fireEvent.click(within(popup).getAllByRole('button').at(-1)!);
}

describe('data import screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(getImportStats).mockResolvedValue(stats);
    vi.mocked(getImportRuns).mockResolvedValue({ content: [finished], totalElements: 1, totalPages: 1, number: 0, size: 10 });
    vi.mocked(getImportRun).mockReset();
    vi.mocked(runImport).mockReset();
  });
  afterEach(cleanup);

  it('warns about demo data and shows the totals and the 合计 of the province × year table', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    renderPage();
    expect(await screen.findByTestId('demo-banner', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('当前为演示数据')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sum-institution').textContent).toBe('101'), SLOW);
    expect(screen.getByTestId('sum-rankRows').textContent).toBe('405');
    expect(screen.getByTestId('sum-plan').textContent).toBe('4');
    expect(await screen.findByTestId('run-detail-1', {}, SLOW)).toBeTruthy();
  });

  it('hides 重新导入 from a user whose page does not grant it', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu([]) });
    renderPage();
    await screen.findByTestId('run-detail-1', {}, SLOW);
    expect(screen.queryByTestId('run-import')).toBeNull();
  });

  it('explains a missing DATA_DIR (code 501) with the server message', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    vi.mocked(runImport).mockRejectedValue(new ApiError(501, '该功能未配置：数据目录 DATA_DIR'));
    renderPage();
    await confirmRun();
    const box = await screen.findByTestId('no-data-dir', {}, SLOW);
    expect(box.textContent).toContain('该功能未配置：数据目录 DATA_DIR');
    expect(screen.getAllByText('未配置数据目录').length).toBeGreaterThan(0);
    expect(getImportRun).not.toHaveBeenCalled();
  });

  it('says so when a run is already running (code 400) and does not open the 501 box', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    vi.mocked(runImport).mockRejectedValue(new ApiError(400, '已有导入正在进行'));
    renderPage();
    await confirmRun();
    expect(await screen.findByText('已有导入正在进行', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('no-data-dir')).toBeNull();
  });

  it('watches a started run and shows its progress while it is running', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    vi.mocked(runImport).mockResolvedValue({ runId: '9' });
    vi.mocked(getImportRun).mockResolvedValue({
      ...finished,
      id: '9',
      status: 'running',
      finishedAt: null,
      totals: { read: 1234, imported: 1000, unchanged: 0, skipped: 0 },
      summary: {
        files: [{ file: 'a.csv', read: 1234, imported: 1000, unchanged: 0, skipped: {} }],
        unmatched: [],
        current: { step: 'admissions', file: 'a.csv' },
      },
    });
    renderPage();
    await confirmRun();
    const progress = await screen.findByTestId('run-progress', {}, SLOW);
    expect(getImportRun).toHaveBeenCalledWith('9');
    expect(progress.textContent).toContain('已读取 1,234 行，导入 1,000 行');
    expect(screen.getByTestId('run-progress-current').textContent).toBe('当前：录取数据 · a.csv');
    expect(screen.getByTestId('run-import').textContent).toContain('导入中');
  });

  it('opens a run with its per-file results, skipped reasons with counts, and searchable unmatched names', async () => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
    vi.mocked(getImportRun).mockResolvedValue({
      ...finished,
      summary: {
        files: [{ file: 'admissions/jiangsu.csv', read: 10, imported: 8, unchanged: 1, skipped: { 'no score': 1, 'bad year': 0 } }],
        unmatched: [
          { province: '江苏', schoolName: '西交利物浦大学', rows: 4 },
          { province: '广东', schoolName: '香港中文大学（深圳）', rows: 2 },
        ],
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('run-detail-1', {}, SLOW));
    const files = await screen.findByTestId('run-files', {}, SLOW);
    expect(within(files).getByText('admissions/jiangsu.csv')).toBeTruthy();
    expect(within(files).getByText('no score × 1')).toBeTruthy();
    expect(within(files).queryByText(/bad year/)).toBeNull();
    const unmatched = screen.getByTestId('run-unmatched');
    expect(within(unmatched).getByText('西交利物浦大学')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索院校名称或省份'), { target: { value: '广东' } });
    await waitFor(() => expect(within(unmatched).queryByText('西交利物浦大学')).toBeNull(), SLOW);
    expect(within(unmatched).getByText('香港中文大学（深圳）')).toBeTruthy();
  });
});
