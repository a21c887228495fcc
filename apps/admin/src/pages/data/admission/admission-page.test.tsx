import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScoreLineRow } from '@zhiyuan/shared';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../locales';
import { getCourseBatches, getReferenceFilters, getScoreLines } from '../../../services/data';
import AdmissionPage from '.';

/** ProTable renders slowly in jsdom when every test file runs at once. */
const SLOW = { timeout: 8000 };

vi.mock('../../../services/data', () => ({
  getReferenceFilters: vi.fn(),
  getCourseBatches: vi.fn(),
  getScoreLines: vi.fn(),
}));

const line = (over: Partial<ScoreLineRow>): ScoreLineRow => ({
  id: 'l1',
  province: '江苏',
  year: 2025,
  subjectType: '物理类',
  batch: '本科批',
  level: 'group',
  schoolId: '10284',
  schoolName: '南京大学',
  schoolCode: '1101',
  groupCode: '05',
  majorName: null,
  majorCode: null,
  electiveRequirement: '化学',
  minScore: 668,
  minScoreBound: null,
  maxScore: null,
  avgScore: null,
  minRank: 1520,
  rankDerived: true,
  planCount: 30,
  sourceQuality: 'official-provincial-exam-authority',
  official: true,
  sourceUrl: 'https://www.jseea.cn/x',
  dataMode: 'real',
  ...over,
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter initialEntries={['/data/admission']}>
          <AdmissionPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('admission screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(getReferenceFilters).mockResolvedValue({ levels: [], types: [], tags: [], provinces: [], admissionProvinces: ['广东', '江苏'], majorLevels: [] });
    vi.mocked(getCourseBatches).mockResolvedValue({ province: '广东', year: 2025, years: [2025], subjectTypes: ['物理类'], batches: ['本科批'], combos: [] });
    vi.mocked(getScoreLines).mockImplementation(async (grain) => ({
      content:
        grain === 'school'
          ? [
              line({}),
              line({
                id: 'l2',
                schoolName: '某某学院',
                schoolId: null,
                rankDerived: false,
                minRank: 90000,
                official: false,
                sourceQuality: 'third-party-x',
                sourceUrl: null,
              }),
            ]
          : [line({ id: 'l3', level: 'major', majorName: '计算机科学与技术', majorCode: '080901' })],
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 20,
    }));
  });
  afterEach(cleanup);

  it('lists the first province with data at school grain, marking estimated ranks, unmatched schools and the source quality', async () => {
    renderPage();
    await screen.findByText('南京大学', {}, SLOW);
    expect(getScoreLines).toHaveBeenCalledWith('school', expect.objectContaining({ province: '广东', pageNumber: 1 }));
    expect(getCourseBatches).toHaveBeenCalledWith('广东', undefined);
    // Without a chosen year, the options follow the year the table shows (the latest with lines).
    await waitFor(() => expect(getCourseBatches).toHaveBeenCalledWith('广东', 2025), SLOW);
    expect(screen.getAllByText('推算')).toHaveLength(1);
    expect(screen.getByText('未匹配')).toBeTruthy();
    expect(screen.getByText('官方').className).toContain('ant-tag-green');
    expect(screen.getByText('第三方').className).toContain('ant-tag-orange');
    expect(screen.getByRole('link', { name: 'www.jseea.cn' }).getAttribute('href')).toBe('https://www.jseea.cn/x');
  });

  it('switches to major lines (getZyByCmd)', async () => {
    renderPage();
    await screen.findByText('南京大学', {}, SLOW);
    fireEvent.click(screen.getByText('专业'));
    await screen.findByText('计算机科学与技术', {}, SLOW);
    expect(getScoreLines).toHaveBeenLastCalledWith('major', expect.objectContaining({ province: '广东' }));
  });

  it('says there is nothing to show without admission data', async () => {
    vi.mocked(getReferenceFilters).mockResolvedValue({ levels: [], types: [], tags: [], provinces: [], admissionProvinces: [], majorLevels: [] });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('admission-empty')).toBeTruthy(), SLOW);
    expect(getScoreLines).not.toHaveBeenCalled();
  });
});
