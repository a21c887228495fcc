import {
  examAuthorityOf,
  formatDateTime,
  type ElectiveSubject,
  type RecommendUnit,
  type Tier,
  type VolunteerForm,
  type VolunteerRow,
  type ZyElectiveStatus,
  type ZyReport,
  type ZyReportChoice,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../lib/i18n.ts';
import { meetsElective, parseElective } from '../../engine/electives.ts';
import { phi, zAtLeast } from '../../engine/probability.ts';
import { normalizeName } from '../volunteer-form/rules.ts';
import { volunteerFormService } from '../volunteer-form/service.ts';
import { currentUnits } from '../volunteer-form/current.ts';
import type { EngineStore } from '../engine/store.ts';

/** Correlation of the shared shock between the choices' cut-offs (assumed, not fitted; see the appendix). */
export const SHARED_SHOCK_RHO = 0.3;

const TEXT = {
  'zh-CN': {
    notFound: '当前数据中找不到这个志愿对应的招生单位，历年分数和选科要求未能核对，请到省考试院核实。',
    recomputed: '按最新数据重新计算，录取概率为 {p}（志愿表里保存的是加入时的 {saved}）。',
    obeyGroup: '服从调剂：组内 {n} 个专业中您填了 {k} 个，分数不够所填专业时可能被调到其余专业。',
    obeyAll: '服从调剂：您已填满组内全部专业，被调到未填专业的可能很小。',
    notObey: '不服从调剂：所填专业都录不上时会被退档，本批次的平行志愿不再投档，风险很大，建议勾选服从调剂。',
    singleMajor: '单个专业志愿，不涉及专业调剂。',
    electiveFail: '选科不符合：要求“{req}”，您的选科为 {subjects}。此志愿无法被录取，请删除或更换。',
    electiveUnknown: '数据中没有此单位的选科要求，请以当年招生计划为准。',
    thinData: '只有 {n} 年的录取数据，数字把握较低。',
    adviceMissHigh: '滑档风险高：约 {p} 的可能所有志愿都录不上。请在后面多加几个“保”和“垫”的志愿。',
    adviceMissMedium: '滑档风险中等（约 {p}）。建议在志愿表后部再加 1–2 个垫档（录取概率 97% 以上）的志愿。',
    adviceMissLow: '滑档风险低：按各志愿互不相关估计约 {p}，若各校录取线同向波动约 {shock}。',
    adviceFewSafe: '“保”和“垫”的志愿只有 {safe} 个，建议至少 {want} 个，并放在志愿表后部。',
    adviceTooManyReach: '“冲”的志愿有 {n} 个，占了一半以上：冲刺志愿太多会挤掉稳妥志愿的位置。',
    adviceNotObey: '有 {n} 个专业组没有服从调剂，一旦所填专业都录不上就会退档。',
    adviceUnwanted: '约 {p} 的可能被调剂到没有填报的专业。若有绝对不能接受的专业，请避开包含它的专业组。',
    adviceElective: '有 {n} 个志愿的选科要求与您的选科不符，这些志愿不会被录取。',
    adviceNoProbability: '有 {n} 个志愿没有录取概率（不是从推荐中加入的），计算滑档风险时按“录不上”处理。',
    adviceShort: '只填了 {n} 个志愿（最多可填 {max} 个），空位可以用来增加稳妥志愿。',
    method: [
      '录取概率：把您的位次与每个招生单位近几年的最低录取位次比较。往年位次先按考生人数变化折算到今年，再按年份加权（越近权重越大）；数据越少、波动越大，区间越宽。这里的概率与志愿表页面显示的相同，是志愿加入时由同一模型算出的。',
      '平行志愿：投档时按志愿顺序检索，第一个分数够的志愿录取您，后面的不再看。因此第 i 个志愿录取您的概率 = p(i) ×（前面各志愿都没录取的概率）。',
      '滑档（所有志愿都录不上）：志愿表页面的风险检测按各志愿相互独立做 {n} 次模拟，结果即本报告的滑档概率；等价的公式是 Π(1 − p(i)) = {exact}。独立假设偏乐观：同一年各校录取线往往同涨同落。',
      '共同波动模型：假设每个志愿的录取线受一个全年共同冲击影响（相关系数 ρ = {rho}，为假定值，未经拟合），把各志愿的概率换算成正态分布上的阈值后对共同冲击积分，得到滑档概率 {shock}。真实风险大致在两个数之间或更高。',
      '调剂到未填专业：若被某专业组录取而服从调剂，假定被调剂的可能 =（组内未填专业所占比例）×（1 − 该组录取概率）：分数离该组录取线越近，越可能排不上所填专业。不服从调剂时同一数字即退档的可能。这是粗略估计，各校的专业分配规则不同。',
      '选科核对：按每个所填专业（或专业组）最新一年公布的选科要求，与您保存的选科比较。',
    ],
    sources: [
      '历年录取分数线、最低位次：{authority}等官方公开数据（部分为第三方整理，已在数据中标注）。',
      '一分一段表：各省教育考试院公布。',
      '招生计划（计划人数、学费）：当年招生计划，在志愿加入时保存。',
    ],
    disclaimer:
      '本报告的所有概率都是根据往年数据做出的估计，不是录取保证。今年的招生计划、报考人数和分数变化都会影响实际录取结果，请以省教育考试院和高校公布的信息为准。',
    authorityFallback: '各省教育考试院',
  },
  'en-US': {
    notFound: 'The current data has no unit matching this choice: past lines and subject requirements could not be checked; verify with the exam authority.',
    recomputed: 'With the newest data the chance is {p} (the form keeps {saved}, from when it was added).',
    obeyGroup: "Accepts adjustment: you listed {k} of the group's {n} majors; if your score misses them you may be placed in another.",
    obeyAll: 'Accepts adjustment: you listed every major of the group, so an unlisted major is unlikely.',
    notObey:
      "Refuses adjustment: if none of the listed majors admits you, you are withdrawn and the batch's other choices are not tried. Consider accepting adjustment.",
    singleMajor: 'A single-major choice: adjustment does not apply.',
    electiveFail: 'Subject requirement not met: "{req}", your subjects are {subjects}. This choice cannot admit you; remove or replace it.',
    electiveUnknown: "The data has no subject requirement for this unit; check this year's plan.",
    thinData: 'Only {n} year(s) of lines: the figures are less certain.',
    adviceMissHigh: 'High risk of no admission: about {p} that no choice admits you. Add more safe (保/垫) choices at the end.',
    adviceMissMedium: 'Medium risk of no admission (about {p}). Add one or two floor (垫) choices, above 97%, at the end.',
    adviceMissLow: 'Low risk of no admission: about {p} if the choices are independent, {shock} if all lines move together.',
    adviceFewSafe: 'Only {safe} safe (保/垫) choices; at least {want} are advised, placed at the end.',
    adviceTooManyReach: '{n} reach (冲) choices, over half the form: they take the places of safer ones.',
    adviceNotObey: '{n} groups refuse adjustment: you are withdrawn if none of the listed majors admits you.',
    adviceUnwanted: 'About {p} chance of being placed in a major you did not list. Avoid groups containing a major you would not accept.',
    adviceElective: '{n} choices require subjects you do not take: they cannot admit you.',
    adviceNoProbability: '{n} choices have no probability (not added from a recommendation) and count as never admitting.',
    adviceShort: 'Only {n} choices of {max}: the free places can hold safer choices.',
    method: [
      "Chance of admission: your rank against each unit's lowest admitted ranks of recent years, scaled to this year's cohort and weighted (newest most); fewer or noisier years give wider ranges. The figures are the 志愿表 page's, computed by the same model when the choice was added.",
      'Parallel volunteering: choices are tried in order and the first whose line you reach admits you, so choice i admits you with p(i) × (chance none before it did).',
      "No admission (滑档): the page's risk check simulates {n} draws with the choices independent; in closed form Π(1 − p(i)) = {exact}. Independence is optimistic: lines of one year tend to move together.",
      "Shared-shock model: each choice's line also moves with one common shock (correlation ρ = {rho}, assumed, not fitted); integrating over the shock gives {shock}. The true risk is likely between the two figures or higher.",
      "Placed in an unlisted major: admitted to a group and accepting adjustment, the chance is taken as (share of the group's majors not listed) × (1 − the group's chance); refusing adjustment, the same figure is the chance of withdrawal. A rough estimate: schools assign majors differently.",
      'Subject check: the newest published requirement of each listed major (or the group) against your saved subjects.',
    ],
    sources: [
      'Past lines and lowest ranks: official publications of {authority} and others (some compiled by third parties, marked in the data).',
      'Rank tables (一分一段): the provincial exam authorities.',
      "Plans (seats, tuition): this year's admission plan, saved when the choice was added.",
    ],
    disclaimer:
      "Every probability here is an estimate from past data, not a guarantee of admission. This year's plans, applicants and scores change the outcome; the exam authority's and the universities' publications are final.",
    authorityFallback: 'the provincial exam authorities',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;
const pct0 = (p: number) => `${Math.round(p * 100)}%`;

/**
 * One-factor Gaussian model of 滑档: choice i admits when √ρ·S + √(1−ρ)·εᵢ < Φ⁻¹(p(i)), S the
 * year's shared shock. P(no admission) = ∫ Πᵢ (1 − Φ((Φ⁻¹(p(i)) − √ρ s)/√(1−ρ))) φ(s) ds, by the
 * midpoint rule over s ∈ [−6, 6]. ρ = 0 gives Π(1 − p(i)).
 */
export function sharedShockMiss(probabilities: readonly number[], rho = SHARED_SHOCK_RHO): number {
  const p = probabilities.map((x) => Math.min(1, Math.max(0, x)));
  if (p.some((x) => x >= 1)) return 0;
  const live = p.filter((x) => x > 0);
  if (!live.length) return 1;
  const thresholds = live.map((x) => zAtLeast(x));
  const a = Math.sqrt(rho);
  const b = Math.sqrt(1 - rho);
  const steps = 600;
  const h = 12 / steps;
  let total = 0;
  for (let k = 0; k < steps; k++) {
    const s = -6 + (k + 0.5) * h;
    let miss = 1;
    for (const z of thresholds) miss *= 1 - phi((z - a * s) / b);
    total += miss * Math.exp((-s * s) / 2) * h;
  }
  return Math.min(1, total / Math.sqrt(2 * Math.PI));
}

/** The 选科 check of a choice: each listed major's newest requirement (or the group's) against the student's subjects. */
function electiveOf(
  row: VolunteerRow,
  unit: RecommendUnit | undefined,
  subjects: readonly ElectiveSubject[],
): { requirement: string | null; status: ZyElectiveStatus } {
  if (!unit) return { requirement: null, status: 'unknown' };
  const listed = new Set(row.majors.map((m) => normalizeName(m.name)));
  const majorReqs = unit.majors.filter((m) => listed.has(normalizeName(m.name)) && m.electiveRequirement).map((m) => m.electiveRequirement!);
  const texts = [...new Set(majorReqs.length ? majorReqs : unit.electiveRequirement ? [unit.electiveRequirement] : [])];
  if (!texts.length) return { requirement: null, status: 'unknown' };
  if (!subjects.length) return { requirement: texts.join('；'), status: 'unknown' };
  const have = new Set(subjects);
  return { requirement: texts.join('；'), status: texts.every((t) => meetsElective(parseElective(t), have)) ? 'ok' : 'fail' };
}

/**
 * Builds the report of one of the user's forms: the rows' own numbers (what the 志愿表 page
 * shows), the engine's current facts for each unit (years, majors, 选科) from the same
 * recommendation call smart fill makes for the form's province, subject type, score/rank and
 * year, the 滑档 figure from the page's risk check, and the words around them.
 */
export function zyReportService(db: Db, engine: EngineStore) {
  const forms = volunteerFormService(db, engine);

  const unitsOf = (form: VolunteerForm, lang: Lang) => currentUnits(engine, form, lang);

  return {
    async forForm(userId: string, id: string, lang: Lang): Promise<ZyReport> {
      const form = await forms.forExport(userId, id);
      const text = TEXT[lang];
      const single = form.limits.fillType === 2 || form.limits.majorNum === 1;
      const [{ byKey: units, rank: engineRank, tableYear }, risk] = await Promise.all([unitsOf(form, lang), forms.risk(userId, { id }, lang)]);

      const choices: ZyReportChoice[] = form.rows.map((row, i) => {
        const unit = row.unitKey ? units.get(row.unitKey) : undefined;
        const p = row.probability ?? 0;
        const listed = new Set(row.majors.map((m) => normalizeName(m.name)));
        const groupMajors = !single && unit ? unit.majors.length : null;
        const unlisted = groupMajors ? Math.max(0, unit!.majors.filter((m) => !listed.has(normalizeName(m.name))).length) / groupMajors : 0;
        const elective = electiveOf(row, unit, form.subjects);
        const admitHere = risk.admittedAt[i] ?? 0;
        const adjustRisk = single ? 0 : admitHere * unlisted * (1 - p);
        const notes: string[] = [];
        if (!unit) notes.push(text.notFound);
        if (elective.status === 'fail') notes.push(fill(text.electiveFail, { req: elective.requirement ?? '', subjects: form.subjects.join('、') }));
        else if (elective.status === 'unknown' && unit) notes.push(text.electiveUnknown);
        if (single) notes.push(text.singleMajor);
        else if (!row.obeyAdjust) notes.push(text.notObey);
        else if (groupMajors && unlisted > 0) notes.push(fill(text.obeyGroup, { n: groupMajors, k: groupMajors - Math.round(unlisted * groupMajors) }));
        else if (groupMajors) notes.push(text.obeyAll);
        const recomputed =
          unit && row.probability !== null && Math.abs(unit.probability - row.probability) >= 0.01
            ? { probability: unit.probability, band: unit.band, tier: unit.tier }
            : null;
        if (recomputed) notes.push(fill(text.recomputed, { p: pct0(recomputed.probability), saved: pct0(p) }));
        if (unit && unit.years.length === 1) notes.push(fill(text.thinData, { n: 1 }));
        return {
          order: i + 1,
          schoolName: row.schoolName,
          schoolCode: row.schoolCode,
          groupCode: row.groupCode,
          majors: row.majors.map((m) => m.name),
          isGroup: !single,
          obeyAdjust: row.obeyAdjust,
          tier: row.tier,
          probability: row.probability,
          band: row.band,
          confidence: row.confidence,
          recomputed,
          found: !!unit,
          years: (unit?.years ?? []).map((y) => ({ year: y.year, minScore: y.minScore, minRank: y.minRank, official: y.official })),
          plan: row.plan ?? null,
          elective,
          groupMajors,
          admitHere,
          adjustRisk,
          notes,
        };
      });

      // The same probabilities as the page's risk check (rows without one never admit).
      const probabilities = form.rows.map((r) => r.probability ?? 0);
      const missIndependent = probabilities.reduce((acc, x) => acc * (1 - x), 1);
      const missSharedShock = sharedShockMiss(probabilities);
      const unwantedMajor = choices.filter((c) => c.isGroup && c.obeyAdjust).reduce((s, c) => s + c.adjustRisk, 0);
      const withdrawn = choices.filter((c) => c.isGroup && !c.obeyAdjust).reduce((s, c) => s + c.adjustRisk, 0);

      const advice: string[] = [];
      const miss = risk.missProbability;
      advice.push(
        fill(risk.level === 'high' ? text.adviceMissHigh : risk.level === 'medium' ? text.adviceMissMedium : text.adviceMissLow, {
          p: pct(miss),
          shock: pct(missSharedShock),
        }),
      );
      const want = Math.min(3, Math.max(1, form.rows.length));
      if (form.rows.length && (risk.safeRows < want || risk.safeRows < 0.15 * form.rows.length))
        advice.push(fill(text.adviceFewSafe, { safe: risk.safeRows, want }));
      const reach = risk.tiers['冲'];
      if (form.rows.length >= 4 && reach > form.rows.length / 2) advice.push(fill(text.adviceTooManyReach, { n: reach }));
      const failing = choices.filter((c) => c.elective.status === 'fail').length;
      if (failing) advice.push(fill(text.adviceElective, { n: failing }));
      const refusing = choices.filter((c) => c.isGroup && !c.obeyAdjust).length;
      if (refusing) advice.push(fill(text.adviceNotObey, { n: refusing }));
      if (unwantedMajor >= 0.05) advice.push(fill(text.adviceUnwanted, { p: pct(unwantedMajor) }));
      const unknown = form.rows.filter((r) => r.probability === null).length;
      if (unknown) advice.push(fill(text.adviceNoProbability, { n: unknown }));
      if (form.rows.length < Math.min(15, Math.ceil(form.limits.volunteerNum / 2)))
        advice.push(fill(text.adviceShort, { n: form.rows.length, max: form.limits.volunteerNum }));

      const authority = examAuthorityOf(form.province);
      const authorityName = authority ? (lang === 'en-US' ? authority.en : authority.zh) : text.authorityFallback;
      return {
        formId: form.id,
        name: form.name,
        province: form.province,
        year: form.year,
        subjectType: form.subjectType,
        subjects: form.subjects,
        batch: form.batch,
        score: form.score,
        rank: form.rank ?? engineRank,
        rankFromTable: form.rank === null && engineRank !== null,
        rankTableYear: form.rank !== null ? form.rankTableYear : tableYear,
        generatedAt: formatDateTime(new Date()),
        choices,
        whole: {
          missProbability: miss,
          missIndependent,
          missSharedShock,
          sharedShockRho: SHARED_SHOCK_RHO,
          unwantedMajor,
          withdrawn,
          simulations: risk.simulations,
          level: risk.level,
          tiers: risk.tiers as Record<Tier | 'none', number>,
        },
        advice,
        method: text.method.map((m) =>
          fill(m, { n: risk.simulations.toLocaleString('en-US'), exact: pct(missIndependent), rho: SHARED_SHOCK_RHO, shock: pct(missSharedShock) }),
        ),
        sources: text.sources.map((s) => fill(s, { authority: authorityName })),
        disclaimer: text.disclaimer,
      };
    },
  };
}
