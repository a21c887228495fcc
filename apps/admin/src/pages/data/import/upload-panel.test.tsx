import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import type { UploadReport } from '@zhiyuan/shared';
import { addSchoolAlias, suggestSchools, uploadCommit, uploadDryRun } from '../../../services/data';
import { ApiError } from '../../../services/http';
import { useSession } from '../../../stores/session';
import { dataMenu } from '../../../test/menu-fixture';
import { UploadPanel } from './modules/upload-panel';

vi.mock('../../../services/data', () => ({ uploadDryRun: vi.fn(), uploadCommit: vi.fn(), addSchoolAlias: vi.fn(), suggestSchools: vi.fn() }));

const dry: UploadReport = {
  file: '浙江.xlsx',
  dryRun: true,
  tables: [{ label: '浙江.xlsx#lines', kind: 'lines', rows: 5 }],
  files: [{ file: '浙江.xlsx#lines', read: 5, imported: 4, unchanged: 0, skipped: { 'missing groupCode': 1 } }],
  unmatched: [
    {
      province: '浙江',
      schoolName: '浙江工大',
      rows: 3,
      unmatchable: null,
      suggestions: [
        { institutionId: '10337', institutionName: '浙江工业大学', province: '浙江', score: 0.77, alias: '浙江工大', kind: 'short' },
        { institutionId: '10353', institutionName: '浙江工商大学', province: '浙江', score: 0.76, alias: '浙江工大', kind: 'short' },
      ],
    },
    { province: '浙江', schoolName: '火星理工', rows: 1 },
  ],
  ignored: [{ file: '浙江.xlsx#说明', reason: 'no zhiyuan-import/1 marker in the first cell' }],
  totals: { read: 5, imported: 4, unchanged: 0, skipped: 1 },
};

function renderPanel(onCommitted = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/data/import']}>
          <UploadPanel onCommitted={onCommitted} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return onCommitted;
}

function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="upload-panel"] input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

const value = (testId: string) => screen.getByTestId(testId).querySelector('.ant-statistic-content-value')!.textContent;

describe('upload panel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useSession.setState({ token: 't', roles: ['ROLE_ADMIN'], menus: dataMenu() });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the dry-run report, then commits and shows the counts', async () => {
    vi.mocked(uploadDryRun).mockResolvedValue(dry);
    vi.mocked(uploadCommit).mockResolvedValue({ ...dry, dryRun: false, runId: '9', status: 'succeeded', error: null });
    const onCommitted = renderPanel();
    expect((screen.getByTestId('upload-commit') as HTMLButtonElement).disabled).toBe(true);
    choose('浙江.xlsx');
    fireEvent.click(await screen.findByTestId('upload-dry-run'));
    await screen.findByTestId('upload-report');
    expect(value('upload-read')).toBe('5');
    expect(value('upload-imported')).toBe('4');
    expect(value('upload-skipped')).toBe('1');
    expect(screen.getByTestId('upload-files').textContent).toContain('缺少 groupCode × 1');
    expect(screen.getByTestId('upload-unmatched').textContent).toContain('火星理工');
    expect(screen.getByTestId('upload-ignored').textContent).toContain('浙江.xlsx#说明：首格没有 zhiyuan-import/1 标记');
    expect(screen.getByText('将导入')).toBeTruthy();

    fireEvent.click(screen.getByTestId('upload-commit'));
    await screen.findByTestId('upload-result');
    expect(vi.mocked(uploadCommit).mock.calls[0][0].name).toBe('浙江.xlsx');
    expect(screen.getByTestId('run-status-succeeded')).toBeTruthy();
    expect(value('upload-imported')).toBe('4');
    await waitFor(() => expect(onCommitted).toHaveBeenCalled());
  });

  it('offers the closest institutions per unmatched name and adds the alias on a click', async () => {
    vi.mocked(uploadDryRun).mockResolvedValue(dry);
    vi.mocked(suggestSchools).mockResolvedValue([{ province: '浙江', schoolName: '火星理工', suggestions: [], unmatchable: null }]);
    vi.mocked(addSchoolAlias).mockResolvedValue({ alias: '浙江工大', institutionId: '10337', institutionName: '浙江工业大学', kind: 'short', rematched: 0 });
    renderPanel();
    choose('浙江.xlsx');
    fireEvent.click(await screen.findByTestId('upload-dry-run'));
    const table = await screen.findByTestId('upload-unmatched');
    // Names without suggestions in the answer are asked for; the others are not.
    await waitFor(() => expect(suggestSchools).toHaveBeenCalledWith([{ province: '浙江', schoolName: '火星理工' }]));
    expect(await screen.findByText('院校库中没有相近的院校')).toBeTruthy();
    const buttons = table.querySelectorAll('[data-testid="suggestion"]');
    expect([...buttons].map((b) => b.textContent)).toEqual(['浙江工业大学浙江', '浙江工商大学浙江']);
    fireEvent.click(buttons[0]);
    await screen.findByTestId('suggestion-accepted');
    expect(addSchoolAlias).toHaveBeenCalledWith({ alias: '浙江工大', institutionName: '浙江工业大学', kind: 'short' });
    expect(screen.getByTestId('suggestion-accepted').textContent).toContain('已设为 浙江工业大学 的别名');
  });

  it('keeps 确认导入 off when the dry run finds nothing new, and shows a refusal', async () => {
    vi.mocked(uploadDryRun).mockResolvedValueOnce({ ...dry, totals: { read: 5, imported: 0, unchanged: 4, skipped: 1 } });
    renderPanel();
    choose('浙江.xlsx');
    fireEvent.click(await screen.findByTestId('upload-dry-run'));
    await screen.findByTestId('upload-report');
    expect((screen.getByTestId('upload-commit') as HTMLButtonElement).disabled).toBe(true);

    vi.mocked(uploadDryRun).mockRejectedValueOnce(new ApiError(400, '只接受 .csv 或 .xlsx 文件，收到的是：a.txt'));
    choose('a.txt');
    fireEvent.click(screen.getByTestId('upload-dry-run'));
    expect((await screen.findByTestId('upload-error')).textContent).toContain('只接受 .csv 或 .xlsx 文件');
    expect(screen.queryByTestId('upload-report')).toBeNull();
  });
});
