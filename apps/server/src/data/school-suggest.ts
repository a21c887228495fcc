import type { Db } from '../db/client.ts';
import { institutions } from '../db/schema/index.ts';
import type { AliasKind } from './school-aliases.ts';
import { canonicalName, nameCandidates } from './matcher.ts';
import { normalizeProvince } from './normalize.ts';
import { namePinyin } from './pinyin.ts';

export interface SuggestableInstitution {
  id: string;
  name: string;
  formerNames: string[];
  /** The province as the catalog writes it (北京市) or short (北京); null when unknown. */
  province: string | null;
  /** Full pinyin of the name without tones (the catalog's `pinyin` column); computed when empty. */
  pinyin?: string;
  /** 985 or 211: the schools a short name most often stands for. */
  wellKnown?: boolean;
}

export interface Suggestion {
  institutionId: string;
  institutionName: string;
  /** The institution's province, short (上海). */
  province: string | null;
  /** 0–1: how close the name is (character order, shared characters and bigrams, pinyin). */
  score: number;
  /** The alias to add on accepting: the name without campus or branch notes. */
  alias: string;
  /** The alias kind a click adds (see aliasKindFor). */
  kind: AliasKind;
}

/** Institutions fully scored per name at most: those sharing the rarest characters with it. */
const MAX_SCORED = 300;
/** A same-province institution's edge: it wins a near tie, never over a clearly closer name. */
const SAME_PROVINCE_BONUS = 0.08;
const MIN_SCORE = 0.3;
/**
 * A 985/211 school's edge: authorities shorten the names the public knows (北航 is 北京航空航天大学
 * more often than 北华航天工业学院). Small, like the province's: it decides near ties only.
 */
const WELL_KNOWN_BONUS = 0.03;

/** The core of a published name: debris, notes in brackets and campus or branch suffixes dropped (matcher.ts nameCandidates). */
export function coreName(name: string): string {
  const candidates = nameCandidates(name);
  return candidates[candidates.length - 1];
}

const bigrams = (s: string) => {
  const out = new Set<string>();
  for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2));
  return out;
};

function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** Share of `short`'s characters found in `long` in the same order (上应大 in 上海应用技术大学: 1). */
function inOrder(short: string, long: string): number {
  let j = 0;
  let found = 0;
  for (const ch of short) {
    const at = long.indexOf(ch, j);
    if (at >= 0) {
      found++;
      j = at + 1;
    }
  }
  return short.length ? found / short.length : 0;
}

interface Entry {
  id: string;
  name: string;
  province: string | null;
  wellKnown: boolean;
  /** The name and former names, each with its bigrams and pinyin bigrams. */
  forms: { text: string; bigrams: Set<string>; pinyin: Set<string> }[];
}

/**
 * The closest institutions to a school name that matched none: for short names (上应大 →
 * 上海应用技术大学), names with a character misread (支徽 → 安徽), a former name, a branch. The name's
 * core (see coreName) is compared with each institution's name and former names by characters
 * in order, shared bigrams and pinyin bigrams; an institution of the rows' province gets a small
 * edge. Only the institutions sharing the most characters with the name, rare ones counting
 * for more, are scored (at most MAX_SCORED), so the work per name is bounded whatever the catalog's size.
 */
export class SchoolSuggester {
  private readonly entries: Entry[];
  private readonly byChar = new Map<string, number[]>();

  constructor(rows: readonly SuggestableInstitution[]) {
    this.entries = rows.map((r) => ({
      id: r.id,
      name: r.name,
      province: r.province ? normalizeProvince(r.province) : null,
      wellKnown: Boolean(r.wellKnown),
      forms: [r.name, ...r.formerNames].map((n) => {
        const text = canonicalName(n);
        const py = r.pinyin && n === r.name ? r.pinyin : namePinyin(text).full;
        return { text, bigrams: bigrams(text), pinyin: bigrams(py) };
      }),
    }));
    this.entries.forEach((e, i) => {
      const chars = new Set(e.forms.flatMap((f) => [...f.text]));
      for (const ch of chars) {
        const list = this.byChar.get(ch);
        if (list) list.push(i);
        else this.byChar.set(ch, [i]);
      }
    });
  }

  static async load(db: Db): Promise<SchoolSuggester> {
    const rows = await db
      .select({
        id: institutions.id,
        name: institutions.name,
        formerNames: institutions.formerNames,
        province: institutions.province,
        pinyin: institutions.pinyin,
        is985: institutions.is985,
        is211: institutions.is211,
      })
      .from(institutions);
    return new SchoolSuggester(rows.map((r) => ({ ...r, wellKnown: r.is985 || r.is211 })));
  }

  /** The `limit` closest institutions to `schoolName` (rows of `province`), best first. */
  suggest(schoolName: string, province: string | null, limit = 3): Suggestion[] {
    const core = coreName(schoolName);
    if (!core) return [];
    const home = province ? normalizeProvince(province) : null;
    const coreBigrams = bigrams(core);
    const corePinyin = bigrams(namePinyin(core).full);
    const scored: { entry: Entry; score: number }[] = [];
    for (const i of this.candidates(core)) {
      const entry = this.entries[i];
      let best = 0;
      for (const form of entry.forms) {
        const order = core.length <= form.text.length ? inOrder(core, form.text) : inOrder(form.text, core);
        // A short name covers part of the full one: weigh the order match by how much it covers, gently.
        const cover = Math.min(core.length, form.text.length) / Math.max(core.length, form.text.length);
        // A short name keeps the full name's first character (南师大 is 南京师范大学, not 河南师范大学).
        const chars = order * (0.6 + 0.4 * cover) * (core[0] === form.text[0] ? 1 : 0.7) + (0.1 * commonPrefix(core, form.text)) / core.length;
        // Shared character pairs say little for a short name, which skips characters by nature
        // (南师大 shares 南师 with 河南师范大学, none with 南京师范大学): the order match leads there.
        const short = cover < 0.7;
        const score =
          (short ? 0.75 : 0.5) * chars + (short ? 0.1 : 0.3) * dice(coreBigrams, form.bigrams) + (short ? 0.15 : 0.2) * dice(corePinyin, form.pinyin);
        best = Math.max(best, score);
      }
      if (home && entry.province === home) best += SAME_PROVINCE_BONUS;
      if (entry.wellKnown) best += WELL_KNOWN_BONUS;
      if (best >= MIN_SCORE) scored.push({ entry, score: best });
    }
    scored.sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length);
    return scored.slice(0, limit).map(({ entry, score }) => ({
      institutionId: entry.id,
      institutionName: entry.name,
      province: entry.province,
      score: Math.round(Math.min(score, 1) * 100) / 100,
      alias: core,
      kind: aliasKindFor(
        core,
        entry.name,
        entry.forms.slice(1).map((f) => f.text),
      ),
    }));
  }

  /** Indexes of the institutions sharing the most rare characters with the name (at most MAX_SCORED). */
  private candidates(core: string): number[] {
    const hits = new Map<number, number>();
    for (const ch of new Set(core)) {
      const list = this.byChar.get(ch);
      if (!list) continue;
      // A rarer character counts for more.
      const weight = 1 / Math.log2(2 + list.length);
      for (const i of list) hits.set(i, (hits.get(i) ?? 0) + weight);
    }
    return [...hits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_SCORED)
      .map(([i]) => i);
  }
}

/**
 * The kind of alias `alias → institution` most likely is: a former name the catalog lists;
 * a campus, branch or school of the institution when the name goes on from the institution's
 * name (北京大学医学部, 哈工大（威海）); a short name when its characters are the institution's in
 * order (上应大); anything else (a misreading, another spelling) is `other`.
 */
export function aliasKindFor(alias: string, institutionName: string, formerNames: readonly string[] = []): AliasKind {
  const a = canonicalName(alias);
  const name = canonicalName(institutionName);
  if (formerNames.some((f) => canonicalName(f) === a)) return 'former';
  if (
    (a.startsWith(name) && a.length > name.length) ||
    /(校区|分校|医学部)(）)?$/.test(a) ||
    (/^[^（]+（[^）]+）$/.test(a) && inOrder(a.replace(/（.*$/, ''), name) === 1)
  )
    return 'campus';
  if (a.length < name.length && inOrder(a, name) === 1) return 'short';
  return 'other';
}
