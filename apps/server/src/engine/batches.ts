/**
 * The data's batch and subject-type labels (hundreds of spellings across provinces) → the config's
 * batch numbers (1 本科提前批, 2 本科批/本科一批, 3 本科二批, 4 专科提前批, 5 高职专科批) and the
 * engine's subject types. Arts and sports batches and special programmes (专项, 预科, 征集 …) are
 * not recommended: they have their own eligibility (a professional exam, a quota).
 */
const SPECIAL =
  /专项|对口|单列|征集|征求|补录|预科|定向|公费|免费师范|专升本|单招|三校生|蒙授|民族班|合作办学|少数民族|强基|综合评价|军|警|航海|飞行|香港|澳门|台湾|第\d+次征/;
/**
 * Arts and sports batches as the provinces name them: 艺术本科批, 提前艺体类本科批, 本科艺体甲批,
 * 体育类本科批, 本科A美术类, 表演本科, 播音与主持类本科控制线, 艺考类 … (`艺体` / `体艺` are both).
 */
const ARTS = /艺术|艺体|体艺|艺考|艺本|美术|音乐|舞蹈|播音|表演|书法|编导|戏曲|戏剧|影视|设计类/;
const SPORTS = /体育|艺体|体艺/;

/**
 * What kind of batch a published name is: `general` (the ordinary batches the engine
 * recommends), `arts`, `sports`, `artsSports` (one batch for both), or `special` (专项, 预科,
 * 征集 …). The name itself is stored as published; only `general` batches get a batch number.
 */
export type BatchKind = 'general' | 'arts' | 'sports' | 'artsSports' | 'special';

export function batchKind(batch: string): BatchKind {
  const b = batch.trim();
  const arts = ARTS.test(b);
  const sports = SPORTS.test(b);
  if (arts && sports) return 'artsSports';
  if (arts) return 'arts';
  if (sports) return 'sports';
  return SPECIAL.test(b) ? 'special' : 'general';
}

export function batchNumber(batch: string): number | null {
  const b = batch.trim();
  if (!b || batchKind(b) !== 'general' || b === '官网未列批次') return null;
  const vocational = /专科|高职|高专/.test(b);
  if (/提前/.test(b)) return vocational ? 4 : 1;
  if (vocational) return 5;
  if (/二批|第二批|二本|本科B|三批|第三批/.test(b)) return 3;
  if (/本科|一批|第一批|一本/.test(b)) return 2;
  return null;
}

/** The names users see (shared with the web). */
export { BATCH_NAMES } from '@zhiyuan/shared';

const ALIASES: Record<string, string> = { 理工类: '理科', 理工: '理科', 文史类: '文科', 文史: '文科', 综合改革: '综合', 物理: '物理类', 历史: '历史类' };

/** The engine's subject type for a label, or null when it is not a general 科类 (艺术类, 对口 …). */
export function normalizeSubject(label: string): string | null {
  const s = ALIASES[label.trim()] ?? label.trim();
  return ['物理类', '历史类', '综合', '理科', '文科'].includes(s) ? s : null;
}

/**
 * In a province that moved to 3+1+2 (exam mode 2), an old 理科/文科 year stands in for 物理类/历史类
 * (marked as mapped). 3+3 provinces have no such mapping (文/理 → 综合 is not comparable).
 */
export function mappedSubject(subjectType: string, examMode: number): { subjectType: string; mapped: boolean } {
  if (examMode === 2 && subjectType === '理科') return { subjectType: '物理类', mapped: true };
  if (examMode === 2 && subjectType === '文科') return { subjectType: '历史类', mapped: true };
  return { subjectType, mapped: false };
}
