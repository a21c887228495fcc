import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MajorDetail, MajorTreeNode } from '@zhiyuan/shared';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { getMajorDetail, getMajorTree } from '../../../services/data';
import MajorPage from '.';

/** ProTable renders slowly in jsdom when every test file runs at once. */
const SLOW = { timeout: 8000 };

vi.mock('../../../services/data', () => ({ getMajorTree: vi.fn(), getMajorDetail: vi.fn() }));

const tree: MajorTreeNode[] = [
  { code: '07', name: '理学', children: [{ code: '0701', name: '数学类', children: [{ id: 'm1', code: '070101', name: '数学与应用数学' }] }] },
  {
    code: '08',
    name: '工学',
    children: [
      {
        code: '0809',
        name: '计算机类',
        children: [
          { id: 'm4', code: '080901', name: '计算机科学与技术' },
          { id: 'm5', code: '080910T', name: '数据科学与大数据技术' },
        ],
      },
    ],
  },
];

const detail = (id: string, over: Partial<MajorDetail>): MajorDetail => ({
  id,
  code: '',
  name: '',
  level: '本科',
  classCode: null,
  className: null,
  categoryCode: null,
  categoryName: null,
  degree: '理学学士',
  lengthOfStudy: 4,
  lengthDerived: false,
  isSpecial: false,
  isControlled: false,
  scale: null,
  genderRatio: null,
  introYear: null,
  schoolCount: 12,
  source: 'catalog',
  dataMode: 'real',
  schools: { total: 0, content: [] },
  lines: [],
  related: [],
  saved: false,
  ...over,
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MajorPage />
      </App>
    </QueryClientProvider>,
  );
}

describe('major catalog screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(getMajorTree).mockReset().mockResolvedValue(tree);
    vi.mocked(getMajorDetail)
      .mockReset()
      .mockImplementation(async (id) =>
        id === 'm5' ? detail(id, { degree: '工学,理学学士', lengthDerived: true, isSpecial: true }) : detail(id, { isControlled: id === 'm1' }),
      );
  });
  afterEach(cleanup);

  it('opens on the first class and shows its majors with their details', async () => {
    renderPage();
    await screen.findByText('数学与应用数学', {}, SLOW);
    expect(getMajorTree).toHaveBeenCalledWith('本科');
    await screen.findByText('国家控制布点', {}, SLOW);
    expect(screen.getByText('4 年')).toBeTruthy();
    expect(screen.queryByText('推断')).toBeNull();
  });

  it('shows another class on selection, with 推断 on an assumed length and the special flag', async () => {
    renderPage();
    await screen.findByText('数学与应用数学', {}, SLOW);
    fireEvent.click(screen.getByText('工学'));
    fireEvent.click(await screen.findByText('计算机类', {}, SLOW));
    await screen.findByText('数据科学与大数据技术', {}, SLOW);
    await screen.findByText('特设专业', {}, SLOW);
    expect(screen.getAllByText('推断')).toHaveLength(1);
    expect(getMajorDetail).toHaveBeenCalledWith('m4');
    expect(getMajorDetail).toHaveBeenCalledWith('m5');
  });

  it('asks for the catalog of the level chosen', async () => {
    renderPage();
    await screen.findByText('数学与应用数学', {}, SLOW);
    fireEvent.click(screen.getByText('高职专科'));
    await waitFor(() => expect(getMajorTree).toHaveBeenCalledWith('高职专科'), SLOW);
  });
});
