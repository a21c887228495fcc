import type { ElectiveSubject } from '@zhiyuan/shared';

/**
 * 选科要求 as published → what a combination must hold (research gaokao-domain.md §5.2): the
 * first choice (首选 物理 / 历史, either, or none), subjects that are all required, and subjects of
 * which one is enough. Strict: a spelling this reader cannot take apart whole is 'unknown', kept
 * and counted by the report, never read as 不限 (engine/electives.ts is the lenient reader the
 * engine filters with; a 选科 report must not count an unread row as open to everyone).
 */
export type FirstChoice = '物理' | '历史' | '物理或历史' | '不限';

export interface Requirement {
  first: FirstChoice;
  /** Required besides the first choice (both 物理 and 历史 land here when both are required, 3+3 only). */
  allOf: ElectiveSubject[];
  /** One of these is enough (empty: no such clause). */
  anyOf: ElectiveSubject[];
}

export type ParsedRequirement = Requirement | 'unknown';

export const NO_REQUIREMENT: Requirement = { first: '不限', allOf: [], anyOf: [] };

const ORDER: readonly ElectiveSubject[] = ['物理', '化学', '生物', '政治', '历史', '地理', '技术'];
const byOrder = (a: ElectiveSubject, b: ElectiveSubject) => ORDER.indexOf(a) - ORDER.indexOf(b);

/** Subject words, longest first so 生物学 wins over 生物 and 生物 over 生 + 物. */
const SUBJECT_WORDS: [string, ElectiveSubject][] = (
  [
    ['思想政治', '政治'],
    ['生物学', '生物'],
    ['政治', '政治'],
    ['生物', '生物'],
    ['物理', '物理'],
    ['化学', '化学'],
    ['历史', '历史'],
    ['地理', '地理'],
    ['技术', '技术'],
    ['政', '政治'],
    ['生', '生物'],
    ['物', '物理'],
    ['化', '化学'],
    ['历', '历史'],
    ['史', '历史'],
    ['地', '地理'],
    ['技', '技术'],
  ] as [string, ElectiveSubject][]
).sort((a, b) => b[0].length - a[0].length);

/** Words that say "no requirement" (as a whole, or for the 再选 part). */
const NONE_WORDS = ['不提科目要求', '不限选考科目', '选考科目不限', '再选科目不提', '科目不提', '无限制', '无要求', '不限', '不提', '无'];

/**
 * Notes around a requirement that say who or where, not what to take: 中外合作办学, 校区, 分段培养 …
 * (at the end, bare or in brackets), and group numbers ((01), (302), (第124组), (007组)).
 */
const TRAILING_NOTE =
  /(?:高校中外学分互认联合培养项目|本科拔尖人才联合培养|联合培养项目|分段培养项目|中外合作办学|中外合作|中外合办|边防军人子女预科班|定向培养军士生|马来西亚分校|(?:南京|镇江|淮安|泰州|张家港|苏州|珠海|盘锦|威海|宣城|荣昌|沙河)校区|医学类|工学组|理学组|普通组|女|男)$/;
const BRACKET_NOTE = /\((?:第?[A-Z]?\d+组?|[^()]*(?:合办|合作|培养|校区|分校|预科|工学组|理学组|普通组|军士)[^()]*|女|男)\)/g;
/** Markers of "required" that add nothing to the subjects they stand by. */
const REQUIRED_MARK = /\((?:必选|必须选考)\)|必须选考|必选|^仅|^选考(?=[物化生政史历地技思])/g;

type Group = ElectiveSubject[] | 'none';

/** Published text → the requirement, or 'unknown' when any part of it is not read. */
export function parseRequirement(text: string | null | undefined): ParsedRequirement {
  if (!text) return 'unknown';
  let s = unwrap(clean(text));
  if (!s) return 'unknown';

  // 首选物理，再选化学 / 物理类（再选不限） / 物理类.非定向.普通类.第302组.化学
  let first: FirstChoice | null = null;
  const lead =
    /^首选(物理或历史|物理|历史|不限)(?:,?再选(.*))?$/.exec(s) ??
    /^(物理|历史)类\(再选(.+)\)$/.exec(s) ??
    /^(物理|历史)类\.(?:[^.]+\.)*(?:第[^.]*组)\.([^.]+)$/.exec(s) ??
    /^[^()]*?(物理|历史)类第[^()]*组\((.+)\)$/.exec(s);
  if (lead) {
    first = lead[1] as FirstChoice;
    s = lead[2] ?? '不限';
  }

  // "均须选考" makes a list all-required, "选考一门即可" one-of; otherwise the separators say.
  let listMode: 'and' | 'or' | null = null;
  s = s.replace(/\((?:\d门)?均须选考\)|均须选考|\(选考一门即可\)|选考一门即可/g, (m) => {
    listMode = m.includes('均须') ? 'and' : 'or';
    return '';
  });
  const groups = parseExpression(s, listMode);
  if (groups === null) return 'unknown';
  return toRequirement(first, groups);
}

/** NFKC (full-width ＋（）／ → ASCII), no spaces, no decorations that do not change the subjects. */
function clean(text: string): string {
  let s = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[，；;]/g, ',')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')');
  s = s.replace(BRACKET_NOTE, '');
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(TRAILING_NOTE, '').replace(/[-_]$/, '');
  }
  return s.replace(REQUIRED_MARK, '');
}

/** Labels that wrap a requirement: 14（物理+不限）, 综合改革（物理+化学）, 002专业组(化学), 物理+化学组, 物化选考组. */
function unwrap(s: string): string {
  s = s.replace(/^\d{3}(?=[\u4e00-\u9fa5])(?!专业组)/, '');
  const wrapped = /^(?:\d{1,3}|综合改革)\((.+)\)$/.exec(s) ?? /^.*专业组\((.+?)\)$/.exec(s);
  if (wrapped) s = wrapped[1].replace(/^[选达]*[考券][科料][目日]/, '');
  if (/^[^组]+\+[^组]+组$/.test(s) || /^[物化生政史历地技]+选考组$/.test(s)) s = s.replace(/(选考)?组$/, '');
  return s;
}

/**
 * An expression → clauses that must all hold, each met by any one of its subjects ('none' = no
 * requirement). `+`, `*`, `和`, `、`, `-`, `,` and plain juxtaposition (物化生, 历史地理) join
 * required parts; `或` and `/` join alternatives and bind tighter. In the starred notation
 * (物理*(化学+生物), (物理+历史)*思想政治) a `+` inside brackets is "or".
 */
function parseExpression(s: string, listMode: 'and' | 'or' | null): Group[] | null {
  const starred = s.includes('*');
  let pos = 0;
  let depth = 0;

  const word = (): Group | null => {
    for (const none of NONE_WORDS)
      if (s.startsWith(none, pos)) {
        pos += none.length;
        return 'none';
      }
    for (const [w, subject] of SUBJECT_WORDS)
      if (s.startsWith(w, pos)) {
        pos += w.length;
        return [subject];
      }
    return null;
  };

  // atom := word | '(' list ')'   (a bracket yields one clause: its alternatives, or 'none')
  const atom = (): Group[] | null => {
    if (s[pos] === '(') {
      pos++;
      depth++;
      const inner = list(listMode);
      if (inner === null || s[pos] !== ')') return null;
      pos++;
      depth--;
      return inner;
    }
    const w = word();
    return w === null ? null : [w];
  };

  // alternatives := atom (('或' | '/') atom)*   → one clause
  const alternatives = (): Group[] | null => {
    const first = atom();
    if (first === null) return null;
    const parts = [first];
    while (s[pos] === '或' || s[pos] === '/') {
      pos++;
      const next = atom();
      if (next === null) return null;
      parts.push(next);
    }
    if (parts.length === 1) return first;
    // 物理或(化学+生物) would be a clause of clauses: not guessed at.
    return parts.every((p) => p.length === 1) ? [orOf(parts.flat())] : null;
  };

  // list := alternatives (sep? alternatives)*: every separator of one list must mean the same
  // ("and", or "or" where the mode or the starred notation says so); a mix is not guessed at.
  const list = (mode: 'and' | 'or' | null): Group[] | null => {
    const parts: Group[][] = [];
    const ops = new Set<'and' | 'or'>();
    for (;;) {
      const part = alternatives();
      if (part === null) return null;
      parts.push(part);
      if (pos >= s.length || s[pos] === ')') break;
      const sep = s[pos];
      if ('+*和、-,及与'.includes(sep)) pos++;
      ops.add(mode ?? (starred && sep === '+' ? 'or' : 'and'));
      if (pos >= s.length || s[pos] === ')') return null;
    }
    if (ops.size > 1) return null;
    if (!ops.has('or')) return parts.flat();
    return parts.every((p) => p.length === 1) ? [orOf(parts.flat())] : null;
  };

  const groups = list(listMode);
  return groups !== null && pos === s.length && depth === 0 ? groups : null;
}

/** Alternatives: 'none' among them (物理或不限) makes the clause open. */
function orOf(parts: Group[]): Group {
  if (parts.some((p) => p === 'none')) return 'none';
  return [...new Set((parts as ElectiveSubject[][]).flat())];
}

function toRequirement(lead: FirstChoice | null, groups: Group[]): ParsedRequirement {
  const clauses = groups.filter((g): g is ElectiveSubject[] => g !== 'none');
  const required = new Set(clauses.filter((c) => c.length === 1).map((c) => c[0]));
  let first: FirstChoice = lead ?? '不限';
  if (first === '物理' || first === '历史') required.delete(first);
  if (first === '不限') {
    if (required.has('物理') && !required.has('历史')) first = '物理';
    else if (required.has('历史') && !required.has('物理')) first = '历史';
    if (first !== '不限') required.delete(first);
  }
  const has = (subject: ElectiveSubject) => required.has(subject) || first === subject;
  const alternatives = clauses.filter((c) => c.length > 1 && !c.some(has));
  const anyOf: ElectiveSubject[][] = [];
  for (const clause of alternatives) {
    const physicsOrHistory = clause.length === 2 && clause.includes('物理') && clause.includes('历史');
    if (physicsOrHistory && (first === '不限' || first === '物理或历史') && !required.has('物理') && !required.has('历史')) first = '物理或历史';
    else anyOf.push(clause);
  }
  // One "one of" clause is what the shape holds; two (物理或化学 + 生物或地理) are not guessed at.
  if (anyOf.length > 1) return 'unknown';
  return { first, allOf: [...required].sort(byOrder), anyOf: (anyOf[0] ?? []).slice().sort(byOrder) };
}

/** Whether a student with these three subjects may apply (research §5.4 step 1). */
export function admits(req: Requirement, subjects: ReadonlySet<ElectiveSubject>): boolean {
  if (req.first === '物理' && !subjects.has('物理')) return false;
  if (req.first === '历史' && !subjects.has('历史')) return false;
  if (req.first === '物理或历史' && !subjects.has('物理') && !subjects.has('历史')) return false;
  if (!req.allOf.every((s) => subjects.has(s))) return false;
  return req.anyOf.length === 0 || req.anyOf.some((s) => subjects.has(s));
}

/** A requirement in the product's words: 物理+化学, 物理+化学/生物, 不限. */
export function requirementText(req: Requirement): string {
  const parts: string[] = [];
  if (req.first !== '不限') parts.push(req.first === '物理或历史' ? '物理/历史' : req.first);
  parts.push(...req.allOf);
  if (req.anyOf.length) parts.push(req.anyOf.join('/'));
  return parts.length ? parts.join('+') : '不限';
}
