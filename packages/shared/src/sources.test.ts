import { describe, expect, it } from 'vitest';
import { PROVINCES } from './provinces.ts';
import { EXAM_AUTHORITIES, examAuthorityOf, publisherName, publisherOf } from './sources.ts';

describe('publisherOf (issue 16: who published a figure, never its source id)', () => {
  it('names the provincial examination authority of an official id, linking to the authority', () => {
    const p = publisherOf({ sourceQuality: 'official-guangdong-2025-undergraduate-major-group-filing-pdf-score-rank', sourceUrl: null });
    expect(p).toMatchObject({ kind: 'exam-authority', zh: '广东省教育考试院', url: 'https://eea.gd.gov.cn', mirror: false });
    expect(publisherName(p, 'en-US')).toBe('Guangdong Education Examinations Authority');
    expect(publisherOf({ sourceQuality: 'official-content-mirror-guizhou-2025-undergraduate-major-filing-pdf-score-rank' }).zh).toBe('贵州省招生考试院');
    expect(publisherOf({ sourceQuality: 'official-jilin-2025-beijing-electronic-eligibility-control-line' }).zh).toBe('吉林省教育考试院');
    expect(publisherOf({ sourceQuality: 'official-shaanxi-x' }).zh).toBe('陕西省教育考试院');
    expect(publisherOf({ sourceQuality: 'official-shanxi-x' }).zh).toBe('山西省招生考试管理中心');
  });

  it('keeps the row’s own link and takes the publisher from its host first', () => {
    const url = 'https://eea.gd.gov.cn/ptgk/content/post_4916165.html';
    expect(publisherOf({ sourceQuality: 'official-guangdong-special-rank-conversion-pdf', sourceUrl: url })).toMatchObject({ zh: '广东省教育考试院', url });
    expect(publisherOf({ sourceQuality: 'official-anhui-control-line-chsi', sourceUrl: 'https://gaokao.chsi.com.cn/gkxx/1.html' })).toMatchObject({
      kind: 'chsi',
      url: 'https://gaokao.chsi.com.cn/gkxx/1.html',
    });
    expect(publisherOf({ sourceQuality: 'official-university-x', sourceUrl: 'https://zsb.suda.edu.cn/a' }, { school: '苏州大学' })).toMatchObject({
      kind: 'university',
      zh: '苏州大学招生网',
    });
    expect(publisherOf({ sourceQuality: 'official-university-x', sourceUrl: 'https://zsb.suda.edu.cn/a' }).zh).toBe('高校招生网');
  });

  it('says 教育部 for the ministry’s catalogue files, never the file name', () => {
    for (const source of [
      'moe_2026_institutions.csv',
      'institutions/moe_2026_institutions.csv',
      'moe_2020_institutions.csv',
      'undergraduate_catalog_2026.csv',
      'vocational_catalog_2021.csv',
    ]) {
      const p = publisherOf({ source });
      expect(p.kind, source).toBe('moe');
      expect(p.zh).toBe('教育部');
      expect(p.url).toMatch(/^https?:\/\/www\.moe\.gov\.cn/);
    }
  });

  it('marks third-party copies as such, naming whose numbers they are when the id or the province says', () => {
    expect(publisherOf({ sourceQuality: 'third-party-guangdong-rank-csv' })).toMatchObject({
      kind: 'third-party',
      zh: '第三方整理（广东省教育考试院数据）',
      mirror: true,
      url: null,
    });
    expect(publisherOf({ sourceQuality: 'exam-authority-url-discovered-third-party-image-mirror-score-only' }, { province: '青海' }).zh).toBe(
      '第三方整理（青海省教育招生考试院数据）',
    );
    expect(publisherOf({ sourceQuality: 'third-party-control-lines-json' }).zh).toBe('第三方整理');
    expect(publisherOf({ sourceQuality: 'third-party-gk100-xinjiang-rank', sourceUrl: 'https://www.gk100.com/x' })).toMatchObject({
      zh: '高考100',
      mirror: true,
    });
    expect(publisherOf({ sourceQuality: 'demo' }).kind).toBe('demo');
  });

  it('never returns an internal id or a file name as a name, and links only over http(s)', () => {
    const p = publisherOf({ sourceQuality: 'official-somewhere-unknown', sourceUrl: 'javascript:alert(1)' });
    expect(p.url).toBeNull();
    expect(p.zh).not.toMatch(/official|csv|-/);
  });

  it('covers every province of the product with one authority and unique hosts', () => {
    for (const p of PROVINCES) expect(examAuthorityOf(p.province), p.province).toBeDefined();
    const hosts = EXAM_AUTHORITIES.flatMap((a) => a.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
