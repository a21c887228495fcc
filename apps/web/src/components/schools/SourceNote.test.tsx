import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import '../../i18n/index.ts';
import { SourceNote } from './SourceNote.tsx';
import { SourceTag } from '../majors/SourceTag.tsx';

const GD = 'official-guangdong-2025-undergraduate-major-group-filing-pdf-score-rank';

describe('sources read as publishers (issue 16)', () => {
  it('a table caption names 广东省教育考试院 with a link, never the source id', () => {
    const { container } = render(
      <SourceNote
        rows={[
          { year: 2025, sourceQuality: GD, official: true, sourceUrl: null },
          { year: 2023, sourceQuality: 'third-party-guangdong-major-csv', official: false, sourceUrl: null },
          { year: 2024, sourceQuality: 'official-university-site', official: true, sourceUrl: 'https://join-tsinghua.edu.cn/a.html' },
        ]}
        school="清华大学"
      />,
    );
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/official-|third-party-/);
    const names = within(container)
      .getAllByTestId('publisher')
      .map((el) => [el.textContent, el.getAttribute('href')]);
    expect(names).toEqual([
      ['广东省教育考试院', 'https://eea.gd.gov.cn'],
      ['第三方整理（广东省教育考试院数据）', null],
      ['清华大学招生网', 'https://join-tsinghua.edu.cn/a.html'],
    ]);
  });

  it('a history source tag shows the publisher beside the official badge', () => {
    const { container } = render(
      <SourceTag source={{ sourceQuality: 'official-chongqing-control-line-html-verified', official: true, sourceUrl: 'https://jw.cq.gov.cn/x.html' }} />,
    );
    expect(container.textContent).toBe('官方重庆市教育考试院');
    expect(within(container).getByTestId('publisher').getAttribute('href')).toBe('https://jw.cq.gov.cn/x.html');
  });
});
