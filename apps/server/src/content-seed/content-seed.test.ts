import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../lib/sanitize.ts';
import { SEED_CASES } from './cases.ts';
import { SEED_CONDITIONS } from './conditions.ts';
import { SEED_EXPERTS } from './experts.ts';
import { SEED_PATHWAYS } from './pathways.ts';
import { SEED_QUESTIONS } from './questions.ts';
import { SEED_TEMPLATES } from './templates.ts';
import type { QuestionCategory } from './types.ts';
import { SEED_COMPETITIONS } from './whitelist.ts';

const CATEGORIES: readonly QuestionCategory[] = ['基础概念', '填报规则', '冲稳保', '选科', '专业与就业', '院校', '录取与调剂', '特殊类型招生', '使用本站'];
/** Short seed HTML (answers, lessons, pathway bodies) keeps to these tags, without attributes. */
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong']);
const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const kinds = {
  questions: SEED_QUESTIONS,
  experts: SEED_EXPERTS,
  cases: SEED_CASES,
  pathways: SEED_PATHWAYS,
  competitions: SEED_COMPETITIONS,
  conditions: SEED_CONDITIONS,
  templates: SEED_TEMPLATES,
} as const;

const htmlOf = (): [string, string][] => [
  ...SEED_QUESTIONS.map((q): [string, string] => [`question ${q.key}`, q.answerHtml]),
  ...SEED_CASES.map((c): [string, string] => [`case ${c.key}`, c.lessonHtml]),
  ...SEED_PATHWAYS.map((p): [string, string] => [`pathway ${p.key}`, p.bodyHtml]),
];

/** Every text field of every seed item, flattened. */
const textsOf = (item: object): string[] =>
  Object.values(item).flatMap((v): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' ? [x] : textsOf(x as object))) : []));

describe('seed content (百问, experts, cases, pathways, whitelist, conditions, templates)', () => {
  it('ships the minimum counts', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(SEED_EXPERTS.length).toBe(6);
    expect(SEED_CASES.length).toBe(5);
    expect(SEED_PATHWAYS.length).toBeGreaterThanOrEqual(10);
    expect(SEED_COMPETITIONS.length).toBeGreaterThanOrEqual(12);
    expect(SEED_CONDITIONS.length).toBeGreaterThanOrEqual(15);
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(5);
  });

  it('has unique kebab-case keys per kind', () => {
    for (const [kind, items] of Object.entries(kinds)) {
      const keys = items.map((i) => i.key);
      expect(new Set(keys).size, kind).toBe(keys.length);
      for (const k of keys) expect(k, `${kind}: ${k}`).toMatch(KEY);
    }
  });

  it('has unique questions, at least 6 in every category, about 15 recommended', () => {
    expect(new Set(SEED_QUESTIONS.map((q) => q.question)).size).toBe(SEED_QUESTIONS.length);
    for (const c of CATEGORIES) expect(SEED_QUESTIONS.filter((q) => q.category === c).length, c).toBeGreaterThanOrEqual(6);
    for (const q of SEED_QUESTIONS) expect(CATEGORIES, q.key).toContain(q.category);
    const recommended = SEED_QUESTIONS.filter((q) => q.recommended).length;
    expect(recommended).toBeGreaterThanOrEqual(12);
    expect(recommended).toBeLessThanOrEqual(20);
  });

  it('keeps every answer between 60 and 400 characters of HTML', () => {
    for (const q of SEED_QUESTIONS) {
      expect(q.answerHtml.length, q.key).toBeGreaterThanOrEqual(60);
      expect(q.answerHtml.length, q.key).toBeLessThanOrEqual(400);
    }
  });

  it('uses only p, ul, li and strong, without attributes, with balanced tags', () => {
    for (const [where, html] of htmlOf()) {
      const stack: string[] = [];
      for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/gi)) {
        expect(ALLOWED_TAGS.has(m[2]!.toLowerCase()), `${where}: <${m[2]}>`).toBe(true);
        expect(m[3], `${where}: attributes on <${m[2]}>`).toBe('');
        if (m[1]) expect(stack.pop(), `${where}: </${m[2]}>`).toBe(m[2]);
        else stack.push(m[2]!);
      }
      expect(stack, where).toEqual([]);
      expect(html, where).toMatch(/^<(p|ul)>/);
      expect(html, where).not.toMatch(/https?:\/\/|style=|href=|src=/i);
    }
  });

  it('passes through the site sanitizer unchanged', () => {
    for (const [where, html] of htmlOf()) expect(sanitizeUserHtml(html), where).toBe(html);
  });

  it('marks experts and cases as fictional examples and books experts through the site only', () => {
    for (const e of SEED_EXPERTS) {
      expect(e.name, e.key).toContain('示例');
      expect(e.bio, e.key).toContain('示例');
      expect(e.booking, e.key).toMatch(/智能客服/);
      expect(e.provinces.length, e.key).toBeGreaterThan(0);
      expect(e.specialities.length, e.key).toBeGreaterThan(0);
    }
    expect(new Set(SEED_EXPERTS.map((e) => e.name)).size).toBe(SEED_EXPERTS.length);
    for (const c of SEED_CASES) expect(c.title, c.key).toContain('示例');
  });

  it('gives each case 4–8 ordered choices, a plausible rank, and covers 调剂 and 滑档', () => {
    for (const c of SEED_CASES) {
      expect(c.choices.length, c.key).toBeGreaterThanOrEqual(4);
      expect(c.choices.length, c.key).toBeLessThanOrEqual(8);
      expect(c.choices[0]!.tier, c.key).toBe('冲');
      expect(['保', '垫'], c.key).toContain(c.choices.at(-1)!.tier);
      expect(c.rank, c.key).toBeGreaterThan(0);
      expect(c.score, c.key).toBeLessThanOrEqual(750);
      expect(['物理类', '历史类', '综合', '理科', '文科'], c.key).toContain(c.subjectType);
    }
    expect(SEED_CASES.some((c) => c.result.includes('调剂'))).toBe(true);
    expect(SEED_CASES.some((c) => c.result.includes('滑档'))).toBe(true);
  });

  it('covers the named pathways, each with who/when/how and 4–7 steps', () => {
    const titles = SEED_PATHWAYS.map((p) => p.title).join('|');
    for (const name of ['综合评价', '强基计划', '国家专项', '地方专项', '高校专项', '港澳', '军队院校', '公安院校', '公费师范', '定向医学', '艺术类', '体育类']) {
      expect(titles, name).toContain(name);
    }
    for (const p of SEED_PATHWAYS) {
      for (const f of [p.who, p.when, p.how]) expect(f.length, p.key).toBeGreaterThan(10);
      expect(p.steps.length, p.key).toBeGreaterThanOrEqual(4);
      expect(p.steps.length, p.key).toBeLessThanOrEqual(7);
      for (const s of p.steps) for (const f of [s.title, s.when, s.detail]) expect(f, p.key).not.toBe('');
    }
  });

  it('lists the five olympiad subjects with their organisers', () => {
    for (const [subject, organiser] of [['数学', '中国数学会'], ['物理', '中国物理学会'], ['化学', '中国化学会'], ['生物', '中国动物学会'], ['信息', '中国计算机学会']]) {
      expect(SEED_COMPETITIONS.some((c) => c.subject === subject && c.organiser.includes(organiser!)), subject).toBe(true);
    }
    for (const c of SEED_COMPETITIONS) expect(c.recognisedFor, c.key).toMatch(/以高校当年简章为准|按当年规定/);
  });

  it('phrases conditions as general rules deferring to the year’s 章程, covering every kind', () => {
    for (const kind of ['体检', '单科成绩', '外语语种', '身高视力', '政审', '其他'] as const) {
      expect(SEED_CONDITIONS.some((c) => c.kind === kind), kind).toBe(true);
    }
    for (const c of SEED_CONDITIONS) expect(c.note, c.key).toMatch(/章程为准/);
  });

  it('gives templates plain-text bodies with 【】 placeholders', () => {
    for (const t of SEED_TEMPLATES) {
      expect(t.body, t.key).toMatch(/【[^】]+】/);
      expect(t.body, t.key).not.toMatch(/<[a-z/]/i);
      expect(t.body.length, t.key).toBeGreaterThan(150);
    }
  });

  it('carries no phone number, address or link anywhere', () => {
    for (const [kind, items] of Object.entries(kinds)) {
      for (const item of items) {
        for (const text of textsOf(item)) {
          expect(text, `${kind} ${item.key}`).not.toMatch(/1[3-9]\d{9}|\d{3,4}-\d{7,8}|400-?\d{3}-?\d{4}|https?:\/\/|www\./);
        }
      }
    }
  });
});
