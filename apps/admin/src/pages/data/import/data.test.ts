import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../services/http';
import {
  currentLabel,
  filterUnmatched,
  parseApiTime,
  pickProvinces,
  pollInterval,
  POLL_INTERVAL_MS,
  reasonText,
  runRefusal,
  runSeconds,
  sortProvinceYears,
  sumProvinceYears,
  triggeredByLabel,
} from './data';
import i18n from '../../../locales';

const cell = (province: string, year: number, n: number) => ({
  province,
  year,
  institution: n,
  group: 2 * n,
  major: 3 * n,
  plan: 0,
  rankRows: 10 * n,
  controlLines: n + 1,
});

describe('data import screen: numbers', () => {
  it('sums every count column of the province × year table', () => {
    expect(sumProvinceYears([cell('江苏', 2025, 1), cell('广东', 2024, 4)])).toEqual({
      institution: 5,
      group: 10,
      major: 15,
      plan: 0,
      rankRows: 50,
      controlLines: 7,
    });
    expect(sumProvinceYears([])).toEqual({ institution: 0, group: 0, major: 0, plan: 0, rankRows: 0, controlLines: 0 });
  });

  it('orders the table by province, newest year first within one', () => {
    const rows = sortProvinceYears([cell('江苏', 2024, 1), cell('广东', 2024, 1), cell('江苏', 2025, 1), cell('重庆', 2025, 1)]);
    expect(rows.map((r) => `${r.province}${r.year}`)).toEqual(['重庆2025', '广东2024', '江苏2025', '江苏2024']);
  });

  it('narrows the table to the chosen provinces, and the 合计 with it', () => {
    const rows = [cell('江苏', 2025, 1), cell('广东', 2025, 4), cell('江苏', 2024, 2)];
    expect(pickProvinces(rows, ['江苏']).map((r) => r.year)).toEqual([2025, 2024]);
    expect(sumProvinceYears(pickProvinces(rows, ['江苏'])).institution).toBe(3);
    expect(pickProvinces(rows, [])).toHaveLength(3);
  });

  it('finds unmatched school names by school or province, ignoring case and spaces around', () => {
    const rows = [
      { province: '江苏', schoolName: 'Xi’an Jiaotong-Liverpool University', rows: 3 },
      { province: '广东', schoolName: '香港中文大学（深圳）', rows: 9 },
    ];
    expect(filterUnmatched(rows, '  liverpool ')).toEqual([rows[0]]);
    expect(filterUnmatched(rows, '广东')).toEqual([rows[1]]);
    expect(filterUnmatched(rows, '')).toEqual(rows);
    expect(filterUnmatched(rows, '北京')).toEqual([]);
  });

  it('reads API times as Asia/Shanghai and measures a run, running ones up to now', () => {
    expect(parseApiTime('2026-06-25 08:00:00')).toBe(Date.UTC(2026, 5, 25, 0, 0, 0));
    expect(parseApiTime('garbage')).toBeNull();
    expect(runSeconds({ startedAt: '2026-06-25 08:00:00', finishedAt: '2026-06-25 08:02:05' })).toBe(125);
    expect(runSeconds({ startedAt: '2026-06-25 08:00:00', finishedAt: null }, Date.UTC(2026, 5, 25, 0, 0, 30))).toBe(30);
  });
});

describe('data import screen: run control', () => {
  it('names what a running import does now: its step in the language shown, and the file', async () => {
    const t = i18n.getFixedT('zh-CN');
    const summary = { files: [], unmatched: [], current: { step: 'admissions', file: 'admissions.csv.gz' } };
    expect(currentLabel({ summary }, t)).toBe('当前：录取数据 · admissions.csv.gz');
    expect(currentLabel({ summary: { ...summary, current: { step: 'statistics', file: null } } }, i18n.getFixedT('en-US'))).toBe('Now: refreshing statistics');
    expect(currentLabel({ summary: { files: [], unmatched: [] } }, t)).toBeNull();
  });

  it('names who started a run: the server start, or the admin behind the marker', () => {
    const t = i18n.t.bind(i18n);
    expect(triggeredByLabel('startup', t)).toBe('系统启动');
    expect(triggeredByLabel(null, t)).toBe('系统启动');
    expect(triggeredByLabel('admin:admin:dc276620', t)).toBe('admin');
    expect(triggeredByLabel('admin:zhang:wei:0a1b2c3d', t)).toBe('zhang:wei');
    expect(triggeredByLabel('cli', t)).toBe('cli');
  });

  it('polls every 3 seconds only while the run is running', () => {
    expect(POLL_INTERVAL_MS).toBe(3000);
    expect(pollInterval({ status: 'running' })).toBe(3000);
    expect(pollInterval({ status: 'succeeded' })).toBe(false);
    expect(pollInterval({ status: 'failed' })).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('tells a missing DATA_DIR (501) from a run already running (400) and anything else', () => {
    expect(runRefusal(new ApiError(501, '未配置 DATA_DIR'))).toBe('noDataDir');
    expect(runRefusal(new ApiError(400, '已有导入在进行'))).toBe('alreadyRunning');
    expect(runRefusal(new ApiError(500, 'boom'))).toBe('other');
    expect(runRefusal(new ApiError(0, 'timeout'))).toBe('other');
    expect(runRefusal(new Error('x'))).toBe('other');
  });
});

describe("data import screen: skip reasons in the admin's language", () => {
  it("words the importer's fixed and patterned reasons, and shows an unknown one as written", () => {
    const zh = i18n.getFixedT('zh-CN');
    const en = i18n.getFixedT('en-US');
    expect(reasonText('missing schoolName', zh)).toBe('缺少 schoolName');
    expect(reasonText('missing columns: subjectType, batch', zh)).toBe('缺少列：subjectType, batch');
    expect(reasonText('unreadable lengthOfStudy', zh)).toBe('lengthOfStudy 无法读取');
    expect(reasonText('invalid year', zh)).toBe('年份无效');
    expect(reasonText('no zhiyuan-import/1 marker in the first cell', zh)).toBe('首格没有 zhiyuan-import/1 标记');
    expect(reasonText('unknown table kind "scores"', zh)).toBe('未知的表类型 "scores"');
    expect(reasonText('unreadable CSV (Invalid Closing Quote)', zh)).toBe('无法读取的 CSV 文件（Invalid Closing Quote）');
    expect(reasonText('missing schoolName', en)).toBe('missing schoolName');
    expect(reasonText('a reason added later', zh)).toBe('a reason added later');
  });
});
