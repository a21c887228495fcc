import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../lib/sanitize.ts';
import { SEED_ARTICLES } from './articles.ts';
import type { ArticleCategory } from './types.ts';

const CATEGORIES: readonly ArticleCategory[] = ['政策解读', '填报指南', '专业解析', '院校介绍', '升学路径', '备考规划'];
/** The sanitizer's allow-list minus links and images: seed articles carry neither. */
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote']);

/** Chinese characters (CJK unified ideographs), punctuation and Latin not counted. */
const hanzi = (html: string): number => (html.replace(/<[^>]*>/g, '').match(/[\u4e00-\u9fff]/g) ?? []).length;

describe('seed articles (资讯)', () => {
  it('ships at least 22 articles with unique keys and titles', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(22);
    expect(new Set(SEED_ARTICLES.map((a) => a.key)).size).toBe(SEED_ARTICLES.length);
    expect(new Set(SEED_ARTICLES.map((a) => a.title)).size).toBe(SEED_ARTICLES.length);
  });

  it('uses kebab-case ASCII keys', () => {
    for (const a of SEED_ARTICLES) expect(a.key, a.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps every body between 800 and 2 500 Chinese characters', () => {
    for (const a of SEED_ARTICLES) {
      const n = hanzi(a.bodyHtml);
      expect(n, `${a.key}: ${n}`).toBeGreaterThanOrEqual(800);
      expect(n, `${a.key}: ${n}`).toBeLessThanOrEqual(2500);
    }
  });

  it('uses only allowed tags, no attributes, no links or images', () => {
    for (const a of SEED_ARTICLES) {
      for (const m of a.bodyHtml.matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(ALLOWED_TAGS.has(m[1]!.toLowerCase()), `${a.key}: <${m[1]}>`).toBe(true);
      }
      expect(a.bodyHtml, a.key).not.toMatch(/<[a-z0-9]+\s[^>]*>/i);
      expect(a.bodyHtml, a.key).not.toMatch(/style=|href=|src=|https?:\/\//i);
      expect(a.bodyHtml, a.key).toMatch(/<h2>/);
    }
  });

  it('passes through the site sanitizer unchanged in tags and text', () => {
    const tags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[0]).join('');
    for (const a of SEED_ARTICLES) {
      const clean = sanitizeUserHtml(a.bodyHtml);
      expect(tags(clean), a.key).toBe(tags(a.bodyHtml));
      expect(hanzi(clean), a.key).toBe(hanzi(a.bodyHtml));
    }
  });

  it('has balanced tags', () => {
    for (const a of SEED_ARTICLES) {
      const stack: string[] = [];
      for (const m of a.bodyHtml.matchAll(/<(\/?)([a-z0-9]+)>/g)) {
        if (m[1]) expect(stack.pop(), `${a.key}: </${m[2]}>`).toBe(m[2]);
        else stack.push(m[2]!);
      }
      expect(stack, a.key).toEqual([]);
    }
  });

  it('uses every category at least twice and has at least 4 province articles', () => {
    for (const c of CATEGORIES) expect(SEED_ARTICLES.filter((a) => a.category === c).length, c).toBeGreaterThanOrEqual(2);
    expect(SEED_ARTICLES.filter((a) => a.province !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('has at least 3 tables, 6–8 recommended, and short summaries', () => {
    expect(SEED_ARTICLES.filter((a) => a.bodyHtml.includes('<table>')).length).toBeGreaterThanOrEqual(3);
    const rec = SEED_ARTICLES.filter((a) => a.recommended).length;
    expect(rec).toBeGreaterThanOrEqual(6);
    expect(rec).toBeLessThanOrEqual(8);
    for (const a of SEED_ARTICLES) {
      const sentences = a.summary.split(/[。！？]/).filter((s) => s.trim() !== '').length;
      expect(sentences, a.key).toBeGreaterThanOrEqual(1);
      expect(sentences, a.key).toBeLessThanOrEqual(2);
      expect(a.tags.length, a.key).toBeGreaterThan(0);
    }
  });

  it('has at least 3 worked examples in tables, labelled 示例', () => {
    const labelled = SEED_ARTICLES.filter((a) => /<table>[\s\S]*示例[\s\S]*<\/table>/.test(a.bodyHtml));
    expect(labelled.length).toBeGreaterThanOrEqual(3);
  });
});
