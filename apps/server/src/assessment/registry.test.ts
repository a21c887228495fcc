import { describe, expect, it } from 'vitest';
import { TEST_KINDS } from '@zhiyuan/shared';
import type { Instrument } from './instrument.ts';
import { checkAnswers, checkContext, definitionOf, GRADES, INSTRUMENTS, instrumentOf, missingContext, missingItems, registeredKinds } from './registry.ts';

describe('the instrument registry', () => {
  it('files each instrument under its own kind, with unique item ids and a scale or options for every item', () => {
    for (const [kind, ins] of Object.entries(INSTRUMENTS)) {
      expect(ins!.kind).toBe(kind);
      expect(TEST_KINDS).toContain(kind);
      const ids = ins!.items.map((i) => i.id);
      expect(new Set(ids).size, kind).toBe(ids.length);
      for (const item of ins!.items) expect(item.options ?? ins!.scale, `${kind} ${item.id}`).toBeTruthy();
      expect(ins!.source.name, kind).toBeTruthy();
    }
    expect(registeredKinds()).toEqual(expect.arrayContaining(['interest', 'personality', 'study-control']));
    // In the list's order.
    expect(registeredKinds()).toEqual(TEST_KINDS.filter((k) => registeredKinds().includes(k)));
  });

  it('knows no kind outside its map, prototype keys included', () => {
    expect(instrumentOf('toString')).toBeUndefined();
    expect(instrumentOf('__proto__')).toBeUndefined();
    expect(instrumentOf('mbti')).toBeUndefined();
  });

  it('gives the browser items without dimension, key or correct option', () => {
    const view = definitionOf(INSTRUMENTS.personality!);
    expect(view.items[1]).toEqual({ id: 'q2', text: INSTRUMENTS.personality!.items[1].text });
    expect(JSON.stringify(view)).not.toMatch(/reverse|dimension|correct/);
    expect(view.reportCode).toBe('pp');
  });

  it('refuses unknown items and values off the scale, naming answers.<id>', () => {
    const ins = INSTRUMENTS['study-control']!;
    expect(checkAnswers(ins, { q1: 1, q13: 5 })).toEqual([]);
    expect(checkAnswers(ins, { q14: 3, q2: 0, q3: 2.5, constructor: 1 }).map((p) => [p.field, p.reason])).toEqual([
      ['answers.q14', 'assessmentUnknownItem'],
      ['answers.q2', 'badOption'],
      ['answers.q3', 'badOption'],
      ['answers.constructor', 'assessmentUnknownItem'],
    ]);
    expect(missingItems(ins, { q1: 1, q3: 2 })).toHaveLength(11);
    expect(missingItems(ins, { q1: 1, q3: 2 })[0]).toBe('q2');
  });

  it('checks context fields by type and refuses keys the test does not ask for', () => {
    const ins = {
      ...INSTRUMENTS['study-control']!,
      contextFields: [
        { key: 'grade', label: '年级', type: 'grade', required: true },
        { key: 'hours', label: '每天学习时长', type: 'number', min: 0, max: 24 },
        { key: 'who', label: '填写人', type: 'select', options: ['父亲', '母亲'] },
      ],
    } as Instrument;
    expect(checkContext(ins, { grade: '高二', hours: '3', who: '母亲' })).toEqual({ value: { grade: '高二', hours: 3, who: '母亲' }, problems: [] });
    expect(checkContext(ins, { grade: '大四', hours: 30, who: '舅舅', extra: 1 }).problems.map((p) => [p.field, p.reason])).toEqual([
      ['context.grade', 'badOption'],
      ['context.hours', 'tooBig'],
      ['context.who', 'badOption'],
      ['context.extra', 'unknownField'],
    ]);
    expect(checkContext(ins, { hours: 'many' }).problems[0]).toMatchObject({ field: 'context.hours', reason: 'assessmentNotNumber' });
    expect(missingContext(ins, { hours: 2 })).toEqual(['grade']);
    expect(definitionOf(ins).contextFields[0].options).toEqual(GRADES);
  });
});
