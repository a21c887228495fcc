import { describe, expect, it } from 'vitest';
import type { TestListItem, TestRecordView } from '@zhiyuan/shared';
import {
  answeredCount,
  byAudience,
  contextPayload,
  firstUnanswered,
  isRecordId,
  leadPath,
  leadsByType,
  optionsOf,
  pageCount,
  pageItems,
  pageOfIndex,
  percentOfRange,
  resumeIndex,
  scoreText,
  sittingsForHistory,
  startsSection,
  testPath,
  testViewOf,
} from './model.ts';

const items = ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, text: id }));

describe('test pages by query', () => {
  it('reads the page from the query, the report first', () => {
    expect(testViewOf(new URLSearchParams(''))).toEqual({ view: 'list' });
    expect(testViewOf(new URLSearchParams('kind=interest'))).toEqual({ view: 'run', kind: 'interest' });
    expect(testViewOf(new URLSearchParams('report=r1&kind=interest'))).toEqual({ view: 'report', recordId: 'r1' });
    expect(testViewOf(new URLSearchParams('appendix='))).toEqual({ view: 'appendix', kind: 'all' });
    expect(testViewOf(new URLSearchParams('appendix=personality'))).toEqual({ view: 'appendix', kind: 'personality' });
    expect(testViewOf(new URLSearchParams('groups=1'))).toEqual({ view: 'groups' });
    expect(testViewOf(new URLSearchParams('group=g1'))).toEqual({ view: 'group', id: 'g1' });
  });

  it('takes only numeric ids as sittings and groups', () => {
    expect(isRecordId('123456789012345678')).toBe(true);
    expect(isRecordId('nosuchrecord')).toBe(false);
    expect(isRecordId('')).toBe(false);
  });

  it('makes paths on each device, the phone through menuDetail/test', () => {
    expect(testPath('desktop', { view: 'run', kind: 'study-control' })).toBe('/test?kind=study-control');
    expect(testPath('mobile', { view: 'report', recordId: 'abc' })).toBe('/menuDetail/test?report=abc');
    expect(testPath('mobile', { view: 'list' })).toBe('/menuDetail/test');
    expect(testPath('desktop', { view: 'groups' })).toBe('/test?groups=1');
    expect(testPath('desktop', { view: 'appendix', kind: 'all' })).toBe('/test?appendix=all');
  });
});

describe('the runner', () => {
  it('counts answers of the bank only and resumes at the first unanswered item', () => {
    const answers = { q1: 2, q2: 0, stale: 3 };
    expect(answeredCount(items, answers)).toBe(2);
    expect(firstUnanswered(items, answers)).toBe(2);
    expect(resumeIndex(items, answers)).toBe(2);
    expect(resumeIndex(items, {})).toBe(0);
    // Every item answered: the last one (its submit follows).
    expect(firstUnanswered(items, { q1: 1, q2: 1, q3: 1, q4: 1 })).toBe(-1);
    expect(resumeIndex(items, { q1: 1, q2: 1, q3: 1, q4: 1 })).toBe(3);
  });

  it('pages a long test in tens', () => {
    expect(pageCount(60)).toBe(6);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOfIndex(9)).toBe(0);
    expect(pageOfIndex(10)).toBe(1);
    expect(
      pageItems(
        Array.from({ length: 13 }, (_, i) => i),
        1,
      ),
    ).toEqual([10, 11, 12]);
  });

  it("gives an item's own options, else the scale's", () => {
    const scale = { values: [0, 1, 2], labels: ['a', 'b', 'c'] };
    expect(optionsOf({ id: 'x', text: '' }, scale)).toEqual([
      { value: 0, label: 'a' },
      { value: 1, label: 'b' },
      { value: 2, label: 'c' },
    ]);
    expect(optionsOf({ id: 'x', text: '', options: [{ value: 7, label: 'seven' }] }, scale)).toEqual([{ value: 7, label: 'seven' }]);
    expect(optionsOf({ id: 'x', text: '' }, null)).toEqual([]);
  });

  it('shows a section heading where a section starts', () => {
    const list = [{ section: 'A' }, { section: 'A' }, { section: 'B' }, {}];
    expect([0, 1, 2, 3].map((i) => startsSection(list, i))).toEqual([true, false, true, false]);
  });

  it('sends context numbers as numbers and leaves out what was not given', () => {
    const fields = [
      { key: 'examMode', label: '', type: 'select' as const, options: ['3+1+2', '3+3'] },
      { key: 'mathPercentile', label: '', type: 'number' as const, min: 0, max: 100 },
      { key: 'physicsPercentile', label: '', type: 'number' as const, min: 0, max: 100 },
    ];
    expect(contextPayload(fields, { examMode: '3+3', mathPercentile: '85', physicsPercentile: '', other: 'x' })).toEqual({
      examMode: '3+3',
      mathPercentile: 85,
    });
  });
});

describe('reports', () => {
  it('places a score on its range and prints it', () => {
    expect(percentOfRange({ score: 30, min: 0, max: 40 })).toBe(75);
    expect(percentOfRange({ score: -50, min: -100, max: 100 })).toBe(25);
    expect(percentOfRange({ score: 99, min: 0, max: 40 })).toBe(100);
    expect(scoreText(39)).toBe('39');
    expect(scoreText(12.345)).toBe('12.3');
  });

  it('links a 专业类 to the major library filtered by it, a school to its page; subjects and careers are text', () => {
    expect(leadPath('desktop', { type: 'major', code: '0809', name: '计算机类', reason: '' })).toBe('/majorLibrary?category=08&cls=0809');
    expect(leadPath('mobile', { type: 'major', code: '0809', name: '计算机类', reason: '' })).toBe('/menuDetail/majorLibrary?category=08&cls=0809');
    expect(leadPath('desktop', { type: 'major', code: null, name: '临床医学', reason: '' })).toBe(`/majorLibrary?q=${encodeURIComponent('临床医学')}`);
    expect(leadPath('desktop', { type: 'school', code: 's1', name: '某大学', reason: '' })).toBe('/afterAssessedDetail?id=s1');
    expect(leadPath('desktop', { type: 'subject', code: null, name: '物理', reason: '' })).toBeNull();
    expect(leadPath('desktop', { type: 'career', code: null, name: '设计师', reason: '' })).toBeNull();
  });

  it('groups leads by type in a fixed order', () => {
    const groups = leadsByType([
      { type: 'subject', code: null, name: '物理', reason: '' },
      { type: 'major', code: '0809', name: '计算机类', reason: '' },
      { type: 'career', code: null, name: '工程师', reason: '' },
    ]);
    expect(groups.map((g) => g.type)).toEqual(['major', 'subject', 'career']);
  });

  it('lists history: the sitting in progress on top, then finished ones newest first', () => {
    const r = (id: string, status: 'finished' | 'in_progress', finishTime: string | null) => ({ id, status, finishTime }) as TestRecordView;
    const list = sittingsForHistory([r('a', 'finished', '2026-01-02 10:00:00'), r('b', 'in_progress', null), r('c', 'finished', '2026-03-01 09:00:00')]);
    expect(list.map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });

  it('splits the list for students and parents in the server order', () => {
    const x = (kind: string, audience: 'student' | 'parent') => ({ kind, audience }) as TestListItem;
    const { student, parent } = byAudience([x('interest', 'student'), x('parent-anxious', 'parent'), x('personality', 'student')]);
    expect(student.map((s) => s.kind)).toEqual(['interest', 'personality']);
    expect(parent.map((s) => s.kind)).toEqual(['parent-anxious']);
  });
});
