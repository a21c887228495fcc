import type { ConfidenceGrade, RecommendUnit, ThinReason, Tier, UnitFlag, UnitYear } from './contracts/engine.ts';

/** The languages the engine explains itself in. */
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
  stale: '最近一次录取线比本省最新的录取数据早两年以上，预测区间更宽，且不会列为保或垫',
  groupChanged: '往年该专业组所含专业有较大变化，往年线仅作参考，区间已放宽',
  planAdjusted: '今年招生计划已公布，人数与往年不同：往年位次已按计划人数的变化调整（扩招线降，缩招线升）',
};
const FLAG_EN: Record<UnitFlag, string> = {
  singleYear: 'only one year of data, so the estimate is very uncertain',
  thirdPartyOnly: 'data comes only from third-party compilations, not verified against the exam authority or the school',
  oldSubjectMapped: 'includes pre-reform (arts/science) years mapped to history/physics by rank share: reference only',
  rankDerived: 'some ranks were looked up from the minimum score in the rank table, not published',
  volatile: 'the cut-off rank swings a lot between years, so the result is less certain',
  scoreOnly: 'no published rank: estimated from minimum scores only',
  stale: "its newest line is two or more years older than the province's newest lines: the range is wider, and it is never marked safe",
  groupChanged: "the group's majors changed a lot from an earlier year: that year is used with a wider range",
  planAdjusted: "this year's plan is published with a different number of seats: past ranks were adjusted for the change (more seats, a lower line)",
};

/** Why a unit is shown apart (数据不足), in words: 仅一年数据 / 旧高考参考 / 数据较旧. */
const THIN_ZH: Record<ThinReason, string> = { singleYear: '仅一年数据', oldExam: '旧高考参考', stale: '数据较旧' };
const THIN_EN: Record<ThinReason, string> = { singleYear: 'one year of data', oldExam: 'pre-reform years', stale: 'old data' };

function yearZh(y: UnitYear): string {
  const student =
    y.studentRank === null ? '' : `，您的位次折算到当年约为 ${num(y.studentRank)}${y.equivalentScore === null ? '' : `（等位分 ${y.equivalentScore}）`}`;
  return `${y.year} 年${y.mapped ? `（${y.subjectType}）` : ''}最低分 ${num(y.minScore)}、最低位次 ${num(y.minRank)}${y.normalizedRank !== null && y.minRank !== null && Math.abs(y.normalizedRank - y.minRank) >= 1 ? `（按考生规模折算为 ${num(y.normalizedRank)}）` : ''}${student}`;
}

function yearEn(y: UnitYear): string {
  const student =
    y.studentRank === null
      ? ''
      : `; your rank in that year's terms ≈ ${num(y.studentRank)}${y.equivalentScore === null ? '' : ` (equivalent score ${y.equivalentScore})`}`;
  return `${y.year}${y.mapped ? ` (${y.subjectType})` : ''}: min score ${num(y.minScore)}, min rank ${num(y.minRank)}${y.normalizedRank !== null && y.minRank !== null && Math.abs(y.normalizedRank - y.minRank) >= 1 ? ` (cohort-adjusted ${num(y.normalizedRank)})` : ''}${student}`;
}

/**
 * Why this unit got its tier: the years used, their ranks against the student's, the band and the
 * confidence. Made from the unit's own fields, so the page writes it when it is opened (the list
 * does not carry the text) and the server writes the same words when a caller asks for it.
 */
export function explainUnit(
  u: Pick<RecommendUnit, 'tier' | 'thin' | 'probability' | 'band' | 'confidence' | 'expectedRank' | 'years' | 'flags' | 'elite'>,
  studentRank: number,
  lang: EngineLang,
): string {
  const [lo, hi] = u.band;
  if (lang === 'en-US') {
    const head = u.tier
      ? `${TIER_EN[u.tier]} (${u.tier})`
      : `Too little data, the chance is for reference only (${u.thin?.reasons.map((r) => THIN_EN[r]).join(', ')}): by the chance alone it would be ${TIER_EN[u.thin?.tier ?? '保']} (${u.thin?.tier ?? '保'}), but it is not rated safe without more years of lines`;
    const parts = [
      `${head}: estimated chance ${pct(u.probability)}, plausible range ${pct(lo)}–${pct(hi)}; confidence ${GRADE_EN[u.confidence]} (${u.confidence}).`,
      `Your rank ${studentRank} vs the expected cut-off rank ≈ ${num(u.expectedRank)} (weighted over ${u.years.length} year${u.years.length > 1 ? 's' : ''}, newest weighted most).`,
      u.years.map(yearEn).join('; ') + '.',
    ];
    if (u.elite) parts.push('Near the top of the ranking cut-offs are decided by a handful of students, so this unit is never rated safe.');
    for (const f of u.flags) parts.push(`Note: ${FLAG_EN[f]}.`);
    parts.push("This is an estimate from past lines, not a guarantee: this year's plan and applicants can change the line.");
    return parts.join(' ');
  }
  const head = u.tier
    ? u.tier
    : `数据不足，概率仅供参考（${u.thin?.reasons.map((r) => THIN_ZH[r]).join('、')}）：单看概率可列为“${u.thin?.tier ?? '保'}”，但数据不足，不列为保或垫`;
  const parts = [
    `${head}：估计录取概率 ${pct(u.probability)}，合理区间 ${pct(lo)}–${pct(hi)}；可信度${GRADE_ZH[u.confidence]}（${u.confidence}）。`,
    `您的位次 ${studentRank}，该单位预计最低位次约 ${num(u.expectedRank)}（近 ${u.years.length} 年加权，越近权重越大）。`,
    u.years.map(yearZh).join('；') + '。',
  ];
  if (u.elite) parts.push('顶尖位次段的录取线由极少数考生决定，波动难以预测，因此不会被列为“保”。');
  for (const f of u.flags) parts.push(`提示：${FLAG_ZH[f]}。`);
  parts.push('以上为基于往年数据的估计，并非保证：今年的招生计划和报考人数变化都会影响录取线。');
  return parts.join('');
}
