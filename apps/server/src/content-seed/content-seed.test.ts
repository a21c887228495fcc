import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../lib/sanitize.ts';
import { isCalendarDate } from '../lib/schema.ts';
import { SEED_AUTONOMOUS } from './autonomous.ts';
import { SEED_CAMPS } from './camps.ts';
import { SEED_CASES } from './cases.ts';
import { SEED_CONDITIONS } from './conditions.ts';
import { SEED_COURSES } from './courses.ts';
import { SEED_EXPERTS } from './experts.ts';
import { LESSON_SLIDES } from './lesson-slides.ts';
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
  courses: SEED_COURSES,
  autonomous: SEED_AUTONOMOUS,
  camps: SEED_CAMPS,
} as const;

const htmlOf = (): [string, string][] => [
  ...SEED_QUESTIONS.map((q): [string, string] => [`question ${q.key}`, q.answerHtml]),
  ...SEED_CASES.map((c): [string, string] => [`case ${c.key}`, c.lessonHtml]),
  ...SEED_PATHWAYS.map((p): [string, string] => [`pathway ${p.key}`, p.bodyHtml]),
  ...SEED_COURSES.map((c): [string, string] => [`course ${c.key}`, c.bodyHtml]),
  ...SEED_AUTONOMOUS.map((a): [string, string] => [`autonomous ${a.key}`, a.bodyHtml]),
  ...SEED_CAMPS.map((c): [string, string] => [`camp ${c.key}`, c.bodyHtml]),
];

/** Every text field of every seed item, flattened. */
const textsOf = (item: object): string[] =>
  Object.values(item).flatMap((v): string[] =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' ? [x] : textsOf(x as object))) : [],
  );

describe('seed content (百问, experts, cases, pathways, whitelist, conditions, templates, 自主招生, 高校营)', () => {
  it('ships the minimum counts', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(SEED_EXPERTS.length).toBe(6);
    expect(SEED_CASES.length).toBe(5);
    expect(SEED_PATHWAYS.length).toBeGreaterThanOrEqual(10);
    expect(SEED_COMPETITIONS.length).toBeGreaterThanOrEqual(12);
    expect(SEED_CONDITIONS.length).toBeGreaterThanOrEqual(15);
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(5);
    expect(SEED_AUTONOMOUS.length).toBeGreaterThanOrEqual(8);
    expect(SEED_CAMPS.length).toBeGreaterThanOrEqual(6);
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
    for (const name of [
      '综合评价',
      '强基计划',
      '国家专项',
      '地方专项',
      '高校专项',
      '港澳',
      '军队院校',
      '公安院校',
      '公费师范',
      '定向医学',
      '艺术类',
      '体育类',
    ]) {
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
    for (const [subject, organiser] of [
      ['数学', '中国数学会'],
      ['物理', '中国物理学会'],
      ['化学', '中国化学会'],
      ['生物', '中国动物学会'],
      ['信息', '中国计算机学会'],
    ]) {
      expect(
        SEED_COMPETITIONS.some((c) => c.subject === subject && c.organiser.includes(organiser!)),
        subject,
      ).toBe(true);
    }
    for (const c of SEED_COMPETITIONS) expect(c.recognisedFor, c.key).toMatch(/以高校当年简章为准|按当年规定/);
  });

  it('phrases conditions as general rules deferring to the year’s 章程, covering every kind', () => {
    for (const kind of ['体检', '单科成绩', '外语语种', '身高视力', '政审', '其他'] as const) {
      expect(
        SEED_CONDITIONS.some((c) => c.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const c of SEED_CONDITIONS) expect(c.note, c.key).toMatch(/章程为准/);
  });

  it('covers every 自主招生 programme with fictional 示例 schools, says 强基 replaced 自主招生 in 2020, and invents no plan', () => {
    const programmes = new Set(SEED_AUTONOMOUS.map((a) => a.programme));
    for (const p of ['强基计划', '综合评价', '高校专项计划', '港澳高校', '中外合作办学'] as const) expect(programmes.has(p), p).toBe(true);
    for (const a of SEED_AUTONOMOUS) {
      expect(a.schoolName, a.key).toMatch(/^示例：/);
      expect(a.title, a.key).toMatch(/^示例：/);
      expect(a.year, a.key).toBe(2026);
      expect(a.summary.length, a.key).toBeGreaterThan(10);
      expect(a.majors.length, a.key).toBeGreaterThan(0);
      expect(new Set(a.majors).size, a.key).toBe(a.majors.length);
      // who / conditions / how selection works
      for (const part of ['适合谁', '条件', '选拔']) expect(a.bodyHtml, `${a.key}: ${part}`).toContain(part);
    }
    const strong = SEED_AUTONOMOUS.filter((a) => a.programme === '强基计划');
    expect(strong.some((a) => a.bodyHtml.includes('2020') && a.bodyHtml.includes('自主招生'))).toBe(true);
    for (const a of strong) expect(a.bodyHtml, a.key).toMatch(/85%/);
    expect(SEED_AUTONOMOUS.some((a) => a.programme === '综合评价' && a.bodyHtml.includes('631'))).toBe(true);
    expect(SEED_AUTONOMOUS.find((a) => a.programme === '高校专项计划')?.bodyHtml).toContain('农村');
  });

  it('dates every 高校营 in 2027 as real days, ending on or after it starts, applying by its end', () => {
    const seasons = new Set(SEED_CAMPS.map((c) => c.season));
    for (const s of ['夏令营', '冬令营', '科学营', '开放日'] as const) expect(seasons.has(s), s).toBe(true);
    for (const c of SEED_CAMPS) {
      expect(c.schoolName, c.key).toMatch(/^示例：/);
      expect(c.title, c.key).toMatch(/^示例：/);
      for (const d of [c.startDate, c.endDate, ...(c.applyBy ? [c.applyBy] : [])]) {
        expect(isCalendarDate(d), `${c.key}: ${d}`).toBe(true);
        expect(d.startsWith('2027-'), `${c.key}: ${d}`).toBe(true);
      }
      expect(c.endDate >= c.startDate, c.key).toBe(true);
      if (c.applyBy) expect(c.applyBy <= c.startDate, c.key).toBe(true);
      for (const f of [c.who, c.fee, c.howToApply, c.summary]) expect(f.trim(), c.key).not.toBe('');
    }
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

const MEDIA = new URL('./media/', import.meta.url);
const media = (name: string) => fs.readFileSync(new URL(name, MEDIA));
const LESSONS = SEED_COURSES.flatMap((c) => c.lessons);

/** A WebM's length in seconds from its Segment Info (Duration × TimecodeScale), or null. */
function webmSeconds(file: Buffer): number | null {
  const head = file.subarray(0, 8192);
  const at = (id: number[]) => head.indexOf(Buffer.from(id));
  // An element's value after its id: a one-byte size (1xxxxxxx) then the bytes.
  const value = (id: number[]) => {
    const i = at(id);
    if (i < 0) return null;
    const size = head[i + id.length]! & 0x7f;
    return { start: i + id.length + 1, size };
  };
  const scaleEl = value([0x2a, 0xd7, 0xb1]);
  const scale = scaleEl ? head.readUIntBE(scaleEl.start, scaleEl.size) : 1_000_000;
  const d = value([0x44, 0x89]);
  if (!d) return null;
  const ticks = d.size === 8 ? head.readDoubleBE(d.start) : d.size === 4 ? head.readFloatBE(d.start) : NaN;
  return (ticks * scale) / 1e9;
}

describe('seed courses (讲堂) and their rendered lessons', () => {
  it('ships 3 courses of at least 3 lessons, with unique kebab-case lesson keys', () => {
    expect(SEED_COURSES.length).toBe(3);
    for (const c of SEED_COURSES) {
      expect(c.lessons.length, c.key).toBeGreaterThanOrEqual(3);
      expect(c.speaker, c.key).toContain('示例');
      for (const f of [c.title, c.summary, ...c.lessons.flatMap((l) => [l.title, l.summary])]) expect(f.trim(), c.key).not.toBe('');
    }
    const keys = LESSONS.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(KEY);
  });

  it('has 3–5 slides per lesson (the cover and 2–4 more) that fit the frame, and no orphan slides', () => {
    expect(Object.keys(LESSON_SLIDES).sort()).toEqual(LESSONS.map((l) => l.key).sort());
    for (const l of LESSONS) {
      // The cover shows the lesson title at 40 px in a 742 px wide text area.
      expect([...l.title].length, l.key).toBeLessThanOrEqual(16);
      const slides = LESSON_SLIDES[l.key]!;
      expect(slides.length + 1, l.key).toBeGreaterThanOrEqual(3);
      expect(slides.length + 1, l.key).toBeLessThanOrEqual(5);
      for (const s of slides) {
        expect([...s.title].length, `${l.key}: ${s.title}`).toBeLessThanOrEqual(14);
        expect(s.lines.length, `${l.key}: ${s.title}`).toBeGreaterThanOrEqual(2);
        expect(s.lines.length, `${l.key}: ${s.title}`).toBeLessThanOrEqual(4);
        for (const line of s.lines) expect([...line].length, `${l.key}: ${line}`).toBeLessThanOrEqual(24);
      }
    }
  });

  it('has each lesson’s WebM video and JPEG poster under media/, within size, with the real duration', () => {
    for (const l of LESSONS) {
      expect(l.video, l.key).toBe(`${l.key}.webm`);
      expect(l.poster, l.key).toBe(`${l.key}.jpg`);
      const video = media(l.video);
      expect(video.subarray(0, 4).toString('hex'), l.video).toBe('1a45dfa3');
      expect(video.subarray(0, 64).includes(Buffer.from('webm')), `${l.video}: DocType`).toBe(true);
      expect(video.length, l.video).toBeGreaterThan(20_000);
      expect(video.length, l.video).toBeLessThanOrEqual(400_000);
      const poster = media(l.poster);
      expect(poster.subarray(0, 3).toString('hex'), l.poster).toBe('ffd8ff');
      expect(poster.length, l.poster).toBeLessThanOrEqual(60_000);
      const seconds = webmSeconds(video);
      expect(seconds, l.video).not.toBeNull();
      expect(seconds!, l.video).toBeGreaterThanOrEqual(20);
      expect(seconds!, l.video).toBeLessThanOrEqual(40);
      expect(Math.abs(l.duration - seconds!), `${l.key}: duration ${l.duration} vs ${seconds}`).toBeLessThanOrEqual(0.5);
    }
  });

  it('keeps media/ to the lessons’ files, under 4 MB in all', () => {
    const names = fs.readdirSync(MEDIA).sort();
    expect(names).toEqual(LESSONS.flatMap((l) => [l.video, l.poster]).sort());
    const total = names.reduce((sum, n) => sum + fs.statSync(new URL(n, MEDIA)).size, 0);
    expect(total).toBeLessThanOrEqual(4_000_000);
  });
});
