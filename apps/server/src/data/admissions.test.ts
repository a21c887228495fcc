import { describe, expect, it } from 'vitest';
import { CONTROL_LINE_SKIP, levelOfVocational, parseAdmission } from './admissions.ts';

const base = {
  province: '江苏',
  year: '2025',
  subjectType: '物理类',
  batch: '本科批',
  dataType: 'major-group-admission',
  schoolName: '南京大学',
  schoolCode: '1101',
  majorName: '院校专业组投档线',
  majorCode: '',
  majorGroup: '05专业组(化学)',
  electiveRequirement: '化学',
  minScore: '650',
  maxScore: '',
  avgScore: '',
  minRank: '',
  minRankStart: '',
  minRankEnd: '',
  planCount: '',
  tuition: '',
  sourceQuality: 'official-jiangsu-2025-undergraduate-major-group-filing-pdf-score-only',
  sourceId: 's1',
  sourceUrl: '',
};
const parse = (over: Partial<typeof base>) => parseAdmission({ ...base, ...over }, 'admissions.csv.gz');

describe('parseAdmission', () => {
  it('maps the dataType to a level and keeps provenance', () => {
    const row = parse({});
    expect(row).toMatchObject({
      level: 'group',
      groupCode: '05专业组(化学)',
      official: true,
      source: 'admissions.csv.gz',
      minScore: 650,
      minRank: null,
      rankDerived: false,
    });
    expect(parse({ dataType: 'admission-plan', minScore: '', planCount: '5' })).toMatchObject({ level: 'plan', planCount: 5 });
    expect(parse({ dataType: 'school-admission-summary' })).toMatchObject({ level: 'group' });
    expect(parse({ sourceQuality: 'third-party-school-score-summary-imported' })).toMatchObject({ official: false });
  });

  it('reads the level of a vocational line from what it names', () => {
    expect(levelOfVocational('院校专业组投档线')).toBe('group');
    expect(levelOfVocational('院校投档线')).toBe('institution');
    expect(levelOfVocational('护理')).toBe('major');
  });

  it('takes the published end of the rank range as the min rank, never a derived one', () => {
    expect(parse({ minRankStart: '38252', minRankEnd: '38755' })).toMatchObject({ minRank: 38755, minRankStart: 38252, rankDerived: false });
    expect(parse({ minRank: '100', minRankEnd: '100' })).toMatchObject({ minRank: 100 });
  });

  it('reads 580及以上 as 580 and skips a row whose number cannot be read', () => {
    expect(parse({ minScore: '580及以上' })).toMatchObject({ minScore: 580 });
    expect(parse({ minScore: '580-600' })).toBe('unreadable minScore');
  });

  it.each([
    [{ dataType: 'control-line' }, CONTROL_LINE_SKIP],
    [{ province: '火星' }, 'unknown province'],
    [{ year: '25' }, 'invalid year'],
    [{ dataType: 'something-else' }, 'unknown dataType'],
    [{ subjectType: '' }, 'missing subject type'],
    [{ batch: ' ' }, 'missing batch'],
    [{ schoolName: '' }, 'missing school name'],
    [{ sourceQuality: '' }, 'missing sourceQuality'],
    [{ minScore: '' }, 'no score, rank or plan'],
  ])('skips %j: %s', (over, reason) => {
    expect(parse(over)).toBe(reason);
  });

  it('keys a row by everything it publishes', () => {
    const a = parse({}) as { rowKey: string; id: string };
    expect(a.id).toBe(a.rowKey);
    expect((parse({}) as { rowKey: string }).rowKey).toBe(a.rowKey);
    expect((parse({ minScore: '651' }) as { rowKey: string }).rowKey).not.toBe(a.rowKey);
    expect((parse({ province: '江苏省' }) as { rowKey: string }).rowKey).toBe(a.rowKey);
  });
});
