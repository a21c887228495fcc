import { describe, expect, it } from 'vitest';
import {
  campDays,
  campStatus,
  chinaToday,
  chooseItem,
  countsInOrder,
  groupByCategory,
  previewLines,
  splitByKeyword,
  subjectsOf,
  templateFileName,
  topicTarget,
} from './logic.ts';

describe('groupByCategory', () => {
  it('groups conditions in the order of the kinds, whatever order they come in', () => {
    const groups = groupByCategory([
      { id: '1', category: '政审' },
      { id: '2', category: '体检' },
      { id: '3', category: '体检' },
      { id: '4', category: '外语语种' },
    ]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['体检', ['2', '3']],
      ['外语语种', ['4']],
      ['政审', ['1']],
    ]);
  });

  it('puts an item without a kind under 其他 and keeps an unknown kind after the known ones', () => {
    const groups = groupByCategory([
      { id: '1', category: '艺术加试' },
      { id: '2', category: '' },
      { id: '3', category: '单科成绩' },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['单科成绩', '其他', '艺术加试']);
    expect(groups[1].items[0].id).toBe('2');
  });
});

describe('subjectsOf', () => {
  it('counts the competitions of each subject in first-seen order', () => {
    expect(subjectsOf([{ category: '数学' }, { category: '物理' }, { category: '数学' }])).toEqual([
      { name: '数学', count: 2 },
      { name: '物理', count: 1 },
    ]);
  });
});

describe('chooseItem', () => {
  const items = [{ id: 'a' }, { id: 'b' }];
  it('takes the item the link names', () => expect(chooseItem(items, 'b')).toEqual({ kind: 'chosen', item: { id: 'b' } }));
  it('takes the first without an id', () => expect(chooseItem(items, null)).toEqual({ kind: 'chosen', item: { id: 'a' } }));
  it('is a 404 for an id not in the list, not the first item', () => expect(chooseItem(items, 'zzz')).toEqual({ kind: 'notFound' }));
  it('is empty when there is nothing', () => expect(chooseItem([], null)).toEqual({ kind: 'empty' }));
});

describe('topicTarget (menuDetail/<id>)', () => {
  const phone = { whiteList: 1, other: 1 };
  const desktop = ['whiteList', 'other', 'strongBase', 'test'];
  it('renders a page built for phones', () => expect(topicTarget('whiteList', phone, desktop)).toBe('page'));
  it('keeps the topic panel for a desktop page not yet built for phones', () => expect(topicTarget('strongBase', phone, desktop)).toBe('comingSoon'));
  it('sends a page the phone has as its own route there', () => {
    expect(topicTarget('course', phone, [...desktop, 'course'], ['course', 'information'])).toBe('phoneRoute');
    expect(topicTarget('strongBase', phone, desktop, ['course'])).toBe('comingSoon');
  });
  it('is a 404 for a name that is no page', () => {
    expect(topicTarget('foo', phone, desktop)).toBe('notFound');
    expect(topicTarget('toString', phone, desktop)).toBe('notFound');
    expect(topicTarget(undefined, phone, desktop)).toBe('notFound');
  });
});

describe('templateFileName', () => {
  it('names the text form .txt and strips what a file system refuses', () => {
    expect(templateFileName({ title: '个人陈述（通用）', extra: { text: 'x' } })).toBe('个人陈述（通用）.txt');
    expect(templateFileName({ title: 'a/b: c?', extra: { text: 'x' } })).toBe('a_b_c.txt');
  });
  it('leaves an uploaded file without the .txt', () => expect(templateFileName({ title: '综评表', extra: { text: '', fileId: 'f1' } })).toBe('综评表'));
});

describe('previewLines', () => {
  it('shows the first lines and says there is more', () => {
    expect(previewLines('1\r\n2\n3\n4', 2)).toEqual({ lines: ['1', '2'], more: true });
    expect(previewLines('1\n2', 2)).toEqual({ lines: ['1', '2'], more: false });
  });
});

describe('splitByKeyword', () => {
  it('marks every occurrence, case-insensitive', () => {
    expect(splitByKeyword('航海类专业与航海技术', '航海')).toEqual([
      { text: '航海', hit: true },
      { text: '类专业与', hit: false },
      { text: '航海', hit: true },
      { text: '技术', hit: false },
    ]);
    expect(splitByKeyword('English only', 'english')[0]).toEqual({ text: 'English', hit: true });
  });
  it('leaves the text whole without a keyword', () => expect(splitByKeyword('色盲', ' ')).toEqual([{ text: '色盲', hit: false }]));
});

describe('自主招生 and 高校营 helpers', () => {
  it('counts programmes in the known order, then the others', () => {
    expect(countsInOrder(['综合评价', '强基计划', '自定义', '强基计划', ''], ['强基计划', '综合评价', '港澳高校'])).toEqual([
      { name: '强基计划', count: 2 },
      { name: '综合评价', count: 1 },
      { name: '自定义', count: 1 },
    ]);
  });

  it('tells a camp to come, on today and over, in China days', () => {
    const camp = { startDate: '2027-07-12', endDate: '2027-07-17' };
    expect(campStatus(camp, '2027-07-11')).toBe('upcoming');
    expect(campStatus(camp, '2027-07-12')).toBe('running');
    expect(campStatus(camp, '2027-07-17')).toBe('running');
    expect(campStatus(camp, '2027-07-18')).toBe('ended');
    expect(chinaToday(new Date('2027-07-11T16:30:00Z'))).toBe('2027-07-12');
  });

  it("writes a camp's days without repeating the year", () => {
    expect(campDays({ startDate: '2027-04-17', endDate: '2027-04-17' })).toEqual({ start: '2027-04-17', end: null });
    expect(campDays({ startDate: '2027-07-12', endDate: '2027-07-17' })).toEqual({ start: '2027-07-12', end: '07-17' });
    expect(campDays({ startDate: '2027-12-30', endDate: '2028-01-02' })).toEqual({ start: '2027-12-30', end: '2028-01-02' });
  });
});
