import { randomUUID } from 'node:crypto';
import AhoCorasick from 'modern-ahocorasick';
import type { Db } from '../../db/client.ts';
import { announce, type EventBus } from '../../lib/bus.ts';
import { fieldError } from '../../lib/errors.ts';
import { stopWordTitles } from './repo.ts';

/** Spaces, punctuation and symbols: skipped when matching, so "赌 博" and "赌*博" still hit "赌博". */
const SEPARATOR = /^[\s\p{P}\p{S}]$/u;

/**
 * The text the matcher reads: full-width → half-width (NFKC), lower case, separators dropped;
 * `from[i]`/`to[i]` give the original UTF-16 range of normalised unit i (for masking).
 */
export function normalise(text: string): { text: string; from: number[]; to: number[] } {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of text) {
    const end = at + ch.length;
    if (!SEPARATOR.test(ch)) {
      const n = ch.normalize('NFKC').toLowerCase();
      for (const piece of n) {
        if (SEPARATOR.test(piece)) continue;
        out += piece;
        for (let k = 0; k < piece.length; k++) {
          from.push(at);
          to.push(end);
        }
      }
    }
    at = end;
  }
  return { text: out, from, to };
}

/**
 * The matcher of a list of stop words: one Aho-Corasick automaton (modern-ahocorasick) over the
 * normalised words, each carrying the word as the admin wrote it.
 */
export function compileStopWords(titles: readonly string[]) {
  const patterns = new Map<string, string>();
  for (const title of titles) {
    const n = normalise(title).text;
    if (n && !patterns.has(n)) patterns.set(n, title);
  }
  const matcher = patterns.size ? new AhoCorasick<string>([...patterns].map(([pattern, data]) => ({ pattern, data }))) : null;

  /** The stop word (as the admin wrote it) first found in `text`, if any. */
  function find(text: string): string | undefined {
    if (!matcher || !text) return undefined;
    return matcher.findFirst(normalise(text).text)?.data;
  }

  /** The text with each stop word's characters replaced by *. */
  function mask(text: string): string {
    if (!matcher || !text) return text;
    const n = normalise(text);
    const hits = matcher.search(n.text, { strategy: 'leftmost-longest' });
    if (!hits.length) return text;
    const masked = new Array<boolean>(text.length).fill(false);
    for (const h of hits) {
      for (let i = h.start; i < h.end; i++) for (let k = n.from[i]; k < n.to[i]; k++) masked[k] = true;
    }
    let out = '';
    for (let k = 0; k < text.length; k++) {
      if (!masked[k]) out += text[k];
      else if (!(k > 0 && masked[k - 1] && isLowSurrogate(text.charCodeAt(k)))) out += '*';
    }
    return out;
  }

  return { size: patterns.size, find, mask };
}
export type CompiledStopWords = ReturnType<typeof compileStopWords>;

const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * 敏感词过滤: the stop words of the table, compiled at start and again whenever any instance changes
 * the list (the event bus: Redis pub/sub with REDIS_URL, in-process without).
 */
export function stopWordFilter(db: Db, bus: EventBus) {
  const instance = randomUUID();
  let compiled = compileStopWords([]);
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const next = compileStopWords(await stopWordTitles(db));
    // A slower earlier load must not replace the result of a later one.
    if (mine === generation) compiled = next;
  }

  const unsubscribe = bus.subscribe((event) => {
    if ((event.type === 'stopWords' && event.origin !== instance) || event.type === 'resync') void reload().catch(() => {});
  });

  return {
    reload,
    get size() {
      return compiled.size;
    },
    find: (text: string) => compiled.find(text),
    /** Refuses a text with a stop word in it: 400 naming the field (nicknames, usernames). */
    refuse(field: string, text: string | null | undefined): void {
      if (!text) return;
      const word = compiled.find(text);
      if (word !== undefined) throw fieldError(field, 'stopWordHit', { word });
    },
    /** Longer text (descriptions) with each stop word's characters replaced by *. */
    mask: (text: string) => compiled.mask(text),
    /** After a change here: rebuild now, then tell the other instances to rebuild. */
    async changed(): Promise<void> {
      await reload();
      await announce(bus, { type: 'stopWords', origin: instance });
    },
    close: unsubscribe,
  };
}

export type StopWordFilter = ReturnType<typeof stopWordFilter>;
