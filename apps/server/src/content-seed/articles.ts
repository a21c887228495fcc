/**
 * Seed 资讯 (issue 19): original articles written for 志愿通. Province facts are limited to what
 * /work/shared/research/gaokao-domain.md states; engine facts to docs/engine.md's Method. Every
 * made-up figure is labelled 示例 in the text. Bodies use only p, h2, h3, ul, ol, li, strong, em,
 * table, thead, tbody, tr, th, td, blockquote (no links, no images, no attributes).
 *
 * The articles are files (issue 31): `articles/articles.json` lists them in order with their fields,
 * and `articles/<key>.html` holds each body, so an editor changes prose without touching code. They
 * are read once, when this module loads; a missing body or a body without an entry is an error at
 * start, not a silently shorter list (articles.test.ts checks the rest of the rules).
 */
import fs from 'node:fs';
import { z } from 'zod';
import { ARTICLE_CATEGORIES } from '@zhiyuan/shared';
import type { SeedArticle } from './types.ts';

const DIR = new URL('./articles/', import.meta.url);

const entry = z.strictObject({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  category: z.enum(ARTICLE_CATEGORIES),
  province: z.string().nullable(),
  tags: z.array(z.string()),
  summary: z.string().min(1),
  recommended: z.boolean(),
});

function readArticles(): SeedArticle[] {
  const list = z.array(entry).parse(JSON.parse(fs.readFileSync(new URL('articles.json', DIR), 'utf8')));
  const bodies = new Set(
    fs
      .readdirSync(DIR)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.slice(0, -'.html'.length)),
  );
  const listed = new Set(list.map((a) => a.key));
  const orphans = [...bodies].filter((key) => !listed.has(key));
  if (orphans.length) throw new Error(`content-seed/articles: bodies without an entry in articles.json: ${orphans.join(', ')}`);
  return list.map((a) => {
    if (!bodies.has(a.key)) throw new Error(`content-seed/articles: no body file for ${a.key} (articles/${a.key}.html)`);
    return { ...a, bodyHtml: fs.readFileSync(new URL(`${a.key}.html`, DIR), 'utf8').replace(/\n$/, '') };
  });
}

export const SEED_ARTICLES: readonly SeedArticle[] = readArticles();
