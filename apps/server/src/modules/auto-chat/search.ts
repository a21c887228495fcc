import MiniSearch from 'minisearch';
import type { Db } from '../../db/client.ts';
import { chatIndexRows, chatStamp } from './repo.ts';

/**
 * Words of a text for the index and for queries: Chinese has no spaces, so runs of Han characters
 * become overlapping character pairs (bigrams: 填报志愿 → 填报 报志 志愿), a lone character stays
 * itself, and Latin letters and digits are words. Full-width forms fold to half-width, upper to lower.
 */
export function chatTerms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of text
    .normalize('NFKC')
    .toLowerCase()
    .matchAll(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu)) {
    if (!/\p{Script=Han}/u.test(run)) {
      out.push(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  }
  return out;
}

interface Doc {
  id: string;
  title: string;
  keywords: string;
  synonyms: string;
  category: string;
  sortOrder: number;
}

/**
 * The enabled questions in a MiniSearch index (BM25 over bigrams). The index is rebuilt when the
 * table changed (row count or the latest write time differ), so every instance sees an admin's edit
 * at its next question without a message between instances.
 */
export function chatIndex(db: Db) {
  let built: { stamp: string; index: MiniSearch<Doc> } | null = null;
  let building: Promise<MiniSearch<Doc>> | null = null;

  async function current(): Promise<MiniSearch<Doc>> {
    const s = await chatStamp(db);
    const stamp = `${s.n}:${s.last ? new Date(s.last as unknown as string).getTime() : 0}`;
    if (built?.stamp === stamp) return built.index;
    building ??= (async () => {
      try {
        const rows = await chatIndexRows(db);
        const index = new MiniSearch<Doc>({
          fields: ['title', 'keywords', 'synonyms', 'category'],
          storeFields: ['title', 'category', 'sortOrder'],
          tokenize: chatTerms,
          processTerm: (t) => t,
          searchOptions: { boost: { title: 2, keywords: 3, synonyms: 2, category: 0.5 }, tokenize: chatTerms, processTerm: (t) => t },
        });
        index.addAll(rows.filter((r) => r.enabled));
        built = { stamp, index };
        return index;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  return {
    /**
     * Best questions for `q`: a question counts as an answer when it shares at least a third of the
     * query's terms (so "怎么" alone in 怎么注册 does not answer every 怎么… question).
     */
    async ask(q: string, limit: number): Promise<{ id: string; title: string; score: number }[]> {
      const terms = new Set(chatTerms(q));
      if (!terms.size) return [];
      const index = await current();
      const need = Math.max(1, Math.ceil(terms.size / 3));
      return index
        .search(q)
        .filter((r) => r.queryTerms.length >= need)
        .slice(0, limit)
        .map((r) => ({ id: r.id as string, title: r.title as string, score: Math.round(r.score * 100) / 100 }));
    },
    /** Question titles as the visitor types: prefix match on the last word, fuzzy off. */
    async associate(q: string, limit: number): Promise<string[]> {
      if (!chatTerms(q).length) return [];
      const index = await current();
      return index
        .search(q, { prefix: true })
        .slice(0, limit)
        .map((r) => r.title as string);
    },
  };
}
export type ChatIndex = ReturnType<typeof chatIndex>;
