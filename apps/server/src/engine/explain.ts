import type { ConfidenceGrade, RecommendUnit, Tier, UnitFlag, UnitYear } from '@zhiyuan/shared';

export type EngineLang = 'zh-CN' | 'en-US';

const pct = (p: number) => `${Math.round(p * 100)}%`;
const num = (n: number | null) => (n === null ? '—' : String(Math.round(n)));

const TIER_EN: Record<Tier, string> = { 冲: 'reach', 稳: 'match', 保: 'safe', 垫: 'very safe' };
const GRADE_ZH: Record<ConfidenceGrade, string> = { A: '高', B: '较高', C: '一般', D: '低' };
const GRADE_EN: Record<ConfidenceGrade, string> = { A: 'high', B: 'fair', C: 'limited', D: 'low' };
const FLAG_ZH: Record<UnitFlag, string> = {
  singleYear: '仅有一年数据，预测不确定性大',
  thirdPartyOnly: '数据仅来自第三方整理，未经考试院或高校核实',
  oldSubjectMapped: '含旧高考（文/理科）年份，已按位次比例折算为历史类/物理类，仅供参考',
  rankDerived: '部分位次由最低分查一分一段表得出，非官方公布',
  volatile: '历年位次波动大（大小年），结果更不确定',
  scoreOnly: '无公布位次，仅凭最低分估算',
};
const FLAG_EN: Record<UnitFlag, string> = {
  singleYear: 'only one year of data, so the estimate is very uncertain',
  thirdPartyOnly: 'data comes only from third-party compilations, not verified against the exam authority or the school',
  oldSubjectMapped: 'includes pre-reform (arts/science) years mapped to history/physics by rank share: reference only',
  rankDerived: 'some ranks were looked up from the minimum score in the rank table, not published',
  volatile: 'the cut-off rank swings a lot between years, so the result is less certain',
  scoreOnly: 'no published rank: estimated from minimum scores only',
};

function yearZh(y: UnitYear): string {
  const student = y.studentRank === null ? '' : `，您的位次折算到当年约为 ${num(y.studentRank)}${y.equivalentScore === null ? '' : `（等位分 ${y.equivalentScore}）`}`;
  return `${y.year} 年${y.mapped ? `（${y.subjectType}）` : ''}最低分 ${num(y.minScore)}、最低位次 ${num(y.minRank)}${y.normalizedRank !== null && y.minRank !== null && Math.abs(y.normalizedRank - y.minRank) >= 1 ? `（按考生规模折算为 ${num(y.normalizedRank)}）` : ''}${student}`;
}

function yearEn(y: UnitYear): string {
  const student = y.studentRank === null ? '' : `; your rank in that year's terms ≈ ${num(y.studentRank)}${y.equivalentScore === null ? '' : ` (equivalent score ${y.equivalentScore})`}`;
  return `${y.year}${y.mapped ? ` (${y.subjectType})` : ''}: min score ${num(y.minScore)}, min rank ${num(y.minRank)}${y.normalizedRank !== null && y.minRank !== null && Math.abs(y.normalizedRank - y.minRank) >= 1 ? ` (cohort-adjusted ${num(y.normalizedRank)})` : ''}${student}`;
}

/** Why this unit got its tier: the years used, their ranks against the student's, the band and the confidence. */
export function explainUnit(u: Pick<RecommendUnit, 'tier' | 'probability' | 'band' | 'confidence' | 'expectedRank' | 'years' | 'flags'>, studentRank: number, elite: boolean, lang: EngineLang): string {
  const [lo, hi] = u.band;
  if (lang === 'en-US') {
    const parts = [
      `${TIER_EN[u.tier]} (${u.tier}): estimated chance ${pct(u.probability)}, plausible range ${pct(lo)}–${pct(hi)}; confidence ${GRADE_EN[u.confidence]} (${u.confidence}).`,
      `Your rank ${studentRank} vs the expected cut-off rank ≈ ${num(u.expectedRank)} (weighted over ${u.years.length} year${u.years.length > 1 ? 's' : ''}, newest weighted most).`,
      u.years.map(yearEn).join('; ') + '.',
    ];
    if (elite) parts.push('Near the top of the ranking cut-offs are decided by a handful of students, so this unit is never rated safe.');
    for (const f of u.flags) parts.push(`Note: ${FLAG_EN[f]}.`);
    parts.push('This is an estimate from past lines, not a guarantee: this year\'s plan and applicants can change the line.');
    return parts.join(' ');
  }
  const parts = [
    `${u.tier}：估计录取概率 ${pct(u.probability)}，合理区间 ${pct(lo)}–${pct(hi)}；可信度${GRADE_ZH[u.confidence]}（${u.confidence}）。`,
    `您的位次 ${studentRank}，该单位预计最低位次约 ${num(u.expectedRank)}（近 ${u.years.length} 年加权，越近权重越大）。`,
    u.years.map(yearZh).join('；') + '。',
  ];
  if (elite) parts.push('顶尖位次段的录取线由极少数考生决定，波动难以预测，因此不会被列为“保”。');
  for (const f of u.flags) parts.push(`提示：${FLAG_ZH[f]}。`);
  parts.push('以上为基于往年数据的估计，并非保证：今年的招生计划和报考人数变化都会影响录取线。');
  return parts.join('');
}

export const NOTES = {
  'zh-CN': {
    givenRank: '使用您填写的位次 {rank}。',
    tableRank: '按 {year} 年一分一段表，{score} 分对应位次 {rank}（同分 {count} 人，位次 {start}–{end}），按最差位次计算。',
    estimatedRank: '{year} 年一分一段表中没有 {score} 分，位次为估计值 {rank}，请以官方公布为准。',
    olderTable: '尚无 {year} 年一分一段表，位次按 {tableYear} 年的表估计，仅供参考。',
    noHistory: '该省份此科类、批次没有可用的历年录取数据。',
    mapped: '部分年份为旧高考文/理科数据，已按位次比例折算并标注。',
    thirdParty: '部分或全部数据来自第三方整理，已标注。',
    elective: '已按选科要求排除 {n} 个不符合的单位。',
    electiveUnknown: '未填写完整选科，仅排除明确不符合首选科目的单位；请补充选科以获得准确结果。',
    demo: '当前为演示数据，并非真实录取数据。',
    dataYears: '使用 {years} 年的录取数据（最多 {history} 年）。',
    coverage: '公开数据中，本省此科类、批次有历年录取线的共 {units} 个单位（{schools} 所院校），并非全部招生院校；没有出现的院校不代表没有机会，请同时查阅省考试院公布的投档线。',
    method: '概率按往年最低位次（按考生规模折算、加权）与您位次的差距估计，数据越少、波动越大，区间越宽。',
  },
  'en-US': {
    givenRank: 'Using the rank you entered: {rank}.',
    tableRank: 'By the {year} rank table, score {score} is rank {rank} ({count} students on that score, ranks {start}–{end}); the worst rank is used.',
    estimatedRank: 'Score {score} is not in the {year} rank table; rank {rank} is an estimate, check the official figure.',
    olderTable: 'No {year} rank table yet: the rank is estimated from the {tableYear} table, for reference only.',
    noHistory: 'No admission history for this subject type and batch in the province.',
    mapped: 'Some years are pre-reform arts/science data, mapped by rank share and marked.',
    thirdParty: 'Some or all data comes from third-party compilations, marked as such.',
    elective: '{n} units excluded by their subject requirements.',
    electiveUnknown: 'Your subject selection is incomplete: only units that certainly require the other first subject are excluded. Add your subjects for exact results.',
    demo: 'Demo data: not real admission figures.',
    dataYears: 'Admission lines of {years} used (at most {history} years).',
    coverage: 'The public data holds past lines for {units} units ({schools} schools) of this subject type and batch in the province, not every school that admits here; a school missing from the list is not ruled out, so check the provincial exam authority\'s published lines too.',
    method: 'The chance compares your rank with past cut-off ranks (cohort-adjusted, weighted); fewer or noisier years give wider ranges.',
  },
} as const;

export type NoteKey = keyof (typeof NOTES)['zh-CN'];

export function note(lang: EngineLang, key: NoteKey, params: Record<string, string | number> = {}): string {
  return NOTES[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
