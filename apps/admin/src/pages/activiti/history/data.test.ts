import { describe, expect, it } from 'vitest';
import i18n from '../../../locales';
import { durationText, historyColumns, valuesText } from './data';

const zh = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en-US');

describe('流程历史 as data', () => {
  it('says how long a step took in its two largest units', () => {
    expect(durationText(zh, 0)).toBe('0 秒');
    expect(durationText(zh, 59)).toBe('59 秒');
    expect(durationText(zh, 3_725)).toBe('1 小时 2 分');
    expect(durationText(zh, 86_400 * 2 + 60)).toBe('2 天 1 分');
    expect(durationText(en, 90)).toBe('1 min 30 s');
    expect(durationText(zh, null)).toBe('进行中');
  });

  it('lists the values filled in, one per line', () => {
    expect(valuesText({ days: '3', kind: '事假' })).toBe('days: 3\nkind: 事假');
    expect(valuesText({})).toBe('');
  });

  it('shows who did what, when and how long', () => {
    expect(historyColumns(zh).map((c) => c.dataIndex)).toEqual(['name', 'assignee', 'action', 'comment', 'values', 'startTime', 'endTime', 'duration']);
  });
});
