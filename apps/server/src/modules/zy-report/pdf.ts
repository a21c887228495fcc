import { createRequire } from 'node:module';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { batchName, groupName, type ZyReport, type ZyReportChoice } from '@zhiyuan/shared';
import type { Lang } from '../../lib/i18n.ts';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC from an npm package (OFL), read from node_modules: nothing is downloaded at run
 * time and a fresh `npm install` has it. pdfkit embeds only the glyphs a report uses (a subset).
 */
function fontFile(weight: '400Regular' | '700Bold'): Buffer {
  const file = require.resolve(`@expo-google-fonts/noto-sans-sc/${weight}/NotoSansSC_${weight}.ttf`);
  return fs.readFileSync(file);
}
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: fontFile('400Regular'), bold: fontFile('700Bold') });

const LABELS = {
  'zh-CN': {
    title: '志愿报告',
    student: '{province} {year} 年 · {subjectType}{subjects} · {batch} · 分数 {score} · 位次 {rank}{fromTable}',
    fromTable: '（按一分一段表）',
    tableYear: '（{year} 年一分一段表）',
    generated: '生成时间：{at}',
    summary: '整体情况',
    miss: '滑档概率（所有志愿都录不上）：{p}',
    missShock: '若各校录取线同向波动（共同波动模型）：{p}',
    unwanted: '只被调剂到未填报专业的可能：{p}',
    withdrawn: '因不服从调剂被退档的可能：{p}',
    tiers: '冲 {冲} 个 · 稳 {稳} 个 · 保 {保} 个 · 垫 {垫} 个{none}',
    noTier: ' · 无档位 {n} 个',
    advice: '建议',
    choices: '逐个志愿',
    chance: '录取概率 {p}',
    band: '区间 {lo}–{hi}',
    confidence: '可信度 {c}',
    noChance: '录取概率：无（非推荐加入）',
    admitHere: '在此志愿被录取的可能 {p}',
    majors: '专业：',
    years: '历年：',
    yearLine: '{year} 年 最低分 {score} 位次 {rank}{mark}',
    thirdParty: '（第三方）',
    noYears: '历年：无数据',
    plan: '{year} 年计划：{count}',
    seats: '{n} 人',
    seatsUnknown: '人数未公布',
    tuition: '学费 {n} 元/年',
    noPlan: '今年计划：未知',
    change: { grew: '比上年增加（上年 {prev} 人）', shrank: '比上年减少（上年 {prev} 人）', same: '与上年相同', new: '今年新增' },
    electiveOk: '选科：符合（要求 {req}）',
    electiveFail: '选科：不符合（要求 {req}）',
    electiveUnknown: '选科：未能核对',
    obey: '服从调剂',
    notObey: '不服从调剂',
    appendix: '附录：计算方法',
    sources: '数据来源',
    disclaimer: '声明',
    page: '第 {n} / {total} 页',
    group: '专业组',
  },
  'en-US': {
    title: 'Application report',
    student: '{province} {year} · {subjectType}{subjects} · {batch} · score {score} · rank {rank}{fromTable}',
    fromTable: ' (from the rank table)',
    tableYear: ' ({year} rank table)',
    generated: 'Generated: {at}',
    summary: 'The whole form',
    miss: 'No admission at all (滑档): {p}',
    missShock: 'If the lines move together (shared-shock model): {p}',
    unwanted: 'Admitted only into an unlisted major: {p}',
    withdrawn: 'Withdrawn for refusing adjustment: {p}',
    tiers: '冲 {冲} · 稳 {稳} · 保 {保} · 垫 {垫}{none}',
    noTier: ' · no tier {n}',
    advice: 'Advice',
    choices: 'Choice by choice',
    chance: 'chance {p}',
    band: 'range {lo}–{hi}',
    confidence: 'confidence {c}',
    noChance: 'chance: none (not from a recommendation)',
    admitHere: 'admitted at this choice: {p}',
    majors: 'Majors: ',
    years: 'Past years: ',
    yearLine: '{year} lowest score {score} rank {rank}{mark}',
    thirdParty: ' (third party)',
    noYears: 'Past years: no data',
    plan: '{year} plan: {count}',
    seats: '{n} seats',
    seatsUnknown: 'seats not published',
    tuition: 'tuition ¥{n}/year',
    noPlan: "This year's plan: unknown",
    change: { grew: 'up from {prev}', shrank: 'down from {prev}', same: 'same as last year', new: 'new this year' },
    electiveOk: 'Subjects: met ({req})',
    electiveFail: 'Subjects: NOT met ({req})',
    electiveUnknown: 'Subjects: not checked',
    obey: 'accepts adjustment',
    notObey: 'refuses adjustment',
    appendix: 'Appendix: method',
    sources: 'Data sources',
    disclaimer: 'Note',
    page: 'Page {n} of {total}',
    group: 'group',
  },
} as const;

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{([^}]+)\}/g, (_, k: string) => String(params[k] ?? ''));
export const reportPercent = (p: number) => `${Math.round(p * 1000) / 10}%`;
const pct0 = (p: number) => `${Math.round(p * 100)}%`;
const num = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

const TIER_COLOR: Record<string, string> = { 冲: '#e8590c', 稳: '#1d5fe0', 保: '#2f9e44', 垫: '#868e96' };
const INK = '#1f2329';
const MUTED = '#646a73';

/** The lines of one choice below its heading, in the caller's language. */
export function choiceLines(c: ZyReportChoice, lang: Lang): { text: string; tone?: 'bad' | 'muted' }[] {
  const L = LABELS[lang];
  const out: { text: string; tone?: 'bad' | 'muted' }[] = [];
  out.push({ text: `${L.majors}${c.majors.map((m, j) => `${j + 1}. ${m}`).join('  ')}${c.isGroup ? `（${c.obeyAdjust ? L.obey : L.notObey}）` : ''}` });
  out.push({
    text: c.years.length
      ? L.years +
        c.years.map((y) => fill(L.yearLine, { year: y.year, score: num(y.minScore), rank: num(y.minRank), mark: y.official ? '' : L.thirdParty })).join('；')
      : L.noYears,
  });
  if (c.plan) {
    const parts = [fill(L.plan, { year: c.plan.year, count: c.plan.planCount !== null ? fill(L.seats, { n: c.plan.planCount }) : L.seatsUnknown })];
    if (c.plan.tuition !== null)
      parts.push(
        fill(L.tuition, { n: c.plan.tuitionLow != null && c.plan.tuitionLow !== c.plan.tuition ? `${c.plan.tuitionLow}–${c.plan.tuition}` : c.plan.tuition }),
      );
    if (c.plan.change) parts.push(fill(L.change[c.plan.change], { prev: c.plan.previousPlanCount ?? '—' }));
    out.push({ text: parts.join('，') });
  } else out.push({ text: L.noPlan, tone: 'muted' });
  const e = c.elective;
  out.push(
    e.status === 'ok'
      ? { text: fill(L.electiveOk, { req: e.requirement ?? '' }) }
      : e.status === 'fail'
        ? { text: fill(L.electiveFail, { req: e.requirement ?? '' }), tone: 'bad' }
        : { text: L.electiveUnknown, tone: 'muted' },
  );
  for (const n of c.notes) out.push({ text: n, tone: 'muted' });
  return out;
}

/** The report as an A4 PDF made on the server, Chinese text in an embedded (subset) Noto Sans SC. */
export function reportPdf(report: ZyReport, lang: Lang): Promise<Buffer> {
  const L = LABELS[lang];
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: `${L.title} · ${report.name}`, Author: '志愿通', Subject: `${report.province} ${report.year}`, CreationDate: new Date() },
    lang,
  });
  doc.registerFont('zh', regular);
  doc.registerFont('zh-bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).font('zh-bold').fontSize(13).fillColor(INK).text(text, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor('#d0d3d6')
      .stroke();
    doc.moveDown(0.5);
  };
  const para = (text: string, opts: { size?: number; color?: string; bullet?: boolean } = {}) => {
    doc
      .font('zh')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? INK);
    if (opts.bullet) doc.text(`• ${text}`, left + 6, doc.y, { width: width - 6, lineGap: 2 });
    else doc.text(text, left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.25);
  };

  // Title and the student.
  doc.font('zh-bold').fontSize(18).fillColor(INK).text(`${L.title} · ${report.name}`, left, doc.y, { width });
  doc.moveDown(0.3);
  para(
    fill(L.student, {
      province: report.province,
      year: report.year,
      subjectType: report.subjectType,
      subjects: report.subjects.length ? `（${report.subjects.join('、')}）` : '',
      batch: batchName(report.batch, lang),
      score: report.score ?? '—',
      rank: report.rank === null ? '—' : num(report.rank),
      fromTable:
        report.rankTableYear !== null && report.rank !== null ? fill(L.tableYear, { year: report.rankTableYear }) : report.rankFromTable ? L.fromTable : '',
    }),
    { color: MUTED },
  );
  para(fill(L.generated, { at: report.generatedAt }), { color: MUTED, size: 9 });
  para(report.disclaimer, { size: 9, color: '#b54708' });

  // The whole form.
  heading(L.summary);
  const w = report.whole;
  const missColor = w.level === 'high' ? '#d92d20' : w.level === 'medium' ? '#b54708' : '#2f9e44';
  doc
    .font('zh-bold')
    .fontSize(12)
    .fillColor(missColor)
    .text(fill(L.miss, { p: reportPercent(w.missProbability) }), left, doc.y, { width });
  doc.moveDown(0.25);
  para(fill(L.missShock, { p: reportPercent(w.missSharedShock) }));
  para(fill(L.unwanted, { p: reportPercent(w.unwantedMajor) }));
  if (w.withdrawn > 0) para(fill(L.withdrawn, { p: reportPercent(w.withdrawn) }));
  para(fill(L.tiers, { ...w.tiers, none: w.tiers.none ? fill(L.noTier, { n: w.tiers.none }) : '' }), { color: MUTED });

  heading(L.advice);
  for (const a of report.advice) para(a, { bullet: true });

  // Each choice.
  heading(L.choices);
  for (const c of report.choices) {
    if (doc.y > doc.page.height - 150) doc.addPage();
    const group = c.groupCode ? groupName(c.groupCode, lang) : '';
    const title = `${c.order}. ${c.schoolName}${c.schoolCode ? `（${c.schoolCode}）` : ''}${group ? ` ${group}` : ''}`;
    const y0 = doc.y;
    doc
      .font('zh-bold')
      .fontSize(11)
      .fillColor(INK)
      .text(title, left, y0, { width: width - 150 });
    const yAfter = doc.y;
    if (c.tier) {
      doc.roundedRect(left + width - 146, y0, 22, 15, 3).fill(TIER_COLOR[c.tier]);
      doc
        .font('zh-bold')
        .fontSize(9)
        .fillColor('#ffffff')
        .text(c.tier, left + width - 146, y0 + 2, { width: 22, align: 'center' });
    }
    doc
      .font('zh-bold')
      .fontSize(11)
      .fillColor(c.tier ? TIER_COLOR[c.tier] : INK)
      .text(c.probability === null ? '—' : pct0(c.probability), left + width - 120, y0, { width: 120, align: 'right' });
    doc.y = Math.max(yAfter, y0 + 16);
    const stats =
      c.probability === null
        ? [L.noChance]
        : [
            fill(L.chance, { p: pct0(c.probability) }),
            ...(c.band ? [fill(L.band, { lo: pct0(c.band[0]), hi: pct0(c.band[1]) })] : []),
            ...(c.confidence ? [fill(L.confidence, { c: c.confidence })] : []),
            fill(L.admitHere, { p: reportPercent(c.admitHere) }),
          ];
    para(stats.join(' · '), { size: 9.5 });
    for (const line of choiceLines(c, lang)) para(line.text, { size: 9.5, color: line.tone === 'bad' ? '#d92d20' : line.tone === 'muted' ? MUTED : INK });
    doc.moveDown(0.4);
  }

  heading(L.appendix);
  for (const m of report.method) para(m, { size: 9.5, bullet: true });
  heading(L.sources);
  for (const s of report.sources) para(s, { size: 9.5, bullet: true });
  heading(L.disclaimer);
  para(report.disclaimer, { size: 9.5 });

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('zh')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${report.name} · ${fill(L.page, { n: i + 1, total: range.count })}`, left, doc.page.height - 36, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
