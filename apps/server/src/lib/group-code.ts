/**
 * 院校专业组 codes as sources write them, reduced to one key per group of a school, so that a
 * province's years link whatever each source wrote: the template's `01`, the data set's
 * `复旦大学(01)`, `第001组`, `001专业组(不限)`, `1101001 第001组 010` … all give `1`
 * (docs/import-format.md, "Group codes"). The published text stays in `groupCode` for display;
 * this key is stored beside it (`group_key`) and links the years in engine/units.ts.
 */

/** Full-width forms (（０１）, ＋, the ideographic space) as ASCII, spaces dropped. */
const ascii = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/**
 * The group number in its published forms, first match wins: a bare code with an optional letter
 * (`01`, `A01`, `T06`), `第N组` anywhere, `N专业组` / `N组` / `N(…)` at the start, `专业组N` at
 * the end, `N专业组` after a name, `(N)` at the end (`复旦大学(01)`, `复旦大学(Q5)`); before these, `N 备注` (a
 * number then a space) and a school code then the group
 * (`5334 02`). Anything else (`专业组(物理+化学)`, `普通类`, a compiled key with a year in it)
 * names no number and is kept as text.
 */
const NUMBERED: readonly RegExp[] = [
  /^([A-Z]?)0*(\d{1,6})$/,
  /第0*(\d{1,4})组/,
  /^0*(\d{1,4})(?:专业组|组|\()/,
  /专业组0*(\d{1,6})$/,
  /0*(\d{1,4})专业组/,
  /\(([A-Z]?)0*(\d{1,4})\)$/,
];
/** `5334 02`: a province school code, then the group (the space is the only separator). */
const CODE_THEN_GROUP = /^\d{3,}\s+0*(\d{1,3})$/;
/**
 * A preparatory class published under its group's number (黑龙江 `第002组(不限)少数民族预科班`)
 * is another unit with a lower line: its key keeps the mark (`2预科`). Other notes after the
 * number (`(不限)`, `(国家专项)`, `(中外合作办学)`) are not part of the key: those groups have
 * numbers of their own.
 */
const PREPARATORY = /预科|民族班/;
/** Seats of a group reserved for one place (江苏 `04专业组(不限) 南京市浦口区`): another unit, keyed with the place. */
const PLACE = /\s(\S+[市县区])$/;

/**
 * The linking key of a group code: `[letter]number` (`1`, `A1`; `2预科` for a preparatory class,
 * `4@南京市浦口区` for seats reserved for a place) when the code names a group number, else the
 * text with full-width forms and spaces normalised; null for no code.
 */
export function groupKeyOf(code: string | null | undefined): string | null {
  const key = numberKey(code);
  if (!key || !/^[A-Z]?\d+$/.test(key)) return key;
  const place = PLACE.exec(code!.normalize('NFKC').trim())?.[1];
  return `${key}${PREPARATORY.test(code!) ? '预科' : ''}${place ? `@${place}` : ''}`;
}

function numberKey(code: string | null | undefined): string | null {
  const raw = (code ?? '').trim();
  if (!raw) return null;
  const spaced = raw.normalize('NFKC').trim();
  const split = CODE_THEN_GROUP.exec(spaced);
  if (split) return String(Number(split[1]));
  // `02 物理`, `304 第304组(国家专项)`: a leading number followed by a space is the group.
  const lead = /^0*(\d{1,4})\s/.exec(spaced);
  if (lead) return String(Number(lead[1]));
  const text = ascii(raw).toUpperCase();
  for (const re of NUMBERED) {
    const m = re.exec(text);
    if (!m) continue;
    const [letter, number] = m.length > 2 ? [m[1], m[2]] : ['', m[1]];
    return `${letter}${Number(number)}`;
  }
  return ascii(raw);
}

const cache = new Map<string, string | null>();

/** groupKeyOf, remembered per code (a province holds a few thousand distinct codes). */
export function cachedGroupKey(code: string | null | undefined): string | null {
  if (!code) return null;
  let key = cache.get(code);
  if (key === undefined) {
    key = groupKeyOf(code);
    if (cache.size > 200_000) cache.clear();
    cache.set(code, key);
  }
  return key;
}
