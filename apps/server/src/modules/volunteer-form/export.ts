import ExcelJS from 'exceljs';
import { batchName, type VolunteerForm } from '@zhiyuan/shared';
import { t, type Lang } from '../../lib/i18n.ts';

const percent = (p: number | null) => (p === null ? '' : `${Math.round(p * 100)}%`);

type Row = VolunteerForm['rows'][number];

/** The row's 招生计划 snapshot in words: seats of its year, tuition, and how it changed. */
function planText(plan: Row['plan'], lang: Lang): string {
  if (!plan) return '';
  const parts = [
    plan.planCount !== null ? t(lang, 'exportPlanSeats', { year: plan.year, count: plan.planCount }) : t(lang, 'exportPlanPublished', { year: plan.year }),
  ];
  if (plan.tuition !== null)
    parts.push(
      t(lang, 'exportPlanTuition', { n: plan.tuitionLow != null && plan.tuitionLow !== plan.tuition ? `${plan.tuitionLow}–${plan.tuition}` : plan.tuition }),
    );
  if (plan.change) parts.push(t(lang, `exportPlanChange_${plan.change}`, { prev: plan.previousPlanCount ?? '—' }));
  return parts.join(' · ');
}

/** The form as an .xlsx workbook: a title line, the rows in order, a note on what the figures mean. */
export async function formWorkbook(form: VolunteerForm, lang: Lang): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '志愿通';
  book.created = new Date();
  const sheet = book.addWorksheet(t(lang, 'exportSheet'), { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const single = form.limits.majorNum === 1 && form.limits.fillType === 2;
  const columns = [
    { header: t(lang, 'exportOrder'), width: 6 },
    { header: t(lang, 'exportSchool'), width: 24 },
    { header: t(lang, 'exportSchoolCode'), width: 12 },
    { header: t(lang, 'exportGroup'), width: 16 },
    { header: t(lang, 'exportMajors'), width: 60 },
    { header: t(lang, 'exportPlan'), width: 30 },
    { header: t(lang, 'exportObey'), width: 10 },
    { header: t(lang, 'exportTier'), width: 8 },
    { header: t(lang, 'exportProbability'), width: 10 },
    { header: t(lang, 'exportBand'), width: 12 },
    { header: t(lang, 'exportConfidence'), width: 8 },
  ];
  sheet.mergeCells(1, 1, 1, columns.length);
  sheet.getCell(1, 1).value = t(lang, 'exportHeader', {
    name: form.name,
    province: form.province,
    year: form.year,
    subjectType: form.subjectType,
    batch: batchName(form.batch, lang),
    score: form.score ?? '—',
    rank: form.rank ?? '—',
    table: form.rank !== null && form.rankTableYear !== null ? t(lang, 'exportTable', { year: form.rankTableYear }) : '',
  });
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  const header = sheet.getRow(2);
  columns.forEach((c, i) => {
    header.getCell(i + 1).value = c.header;
    sheet.getColumn(i + 1).width = c.width;
  });
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  form.rows.forEach((r, i) => {
    sheet.addRow([
      i + 1,
      r.schoolName,
      r.schoolCode ?? '',
      r.groupCode ?? '',
      r.majors.map((m, j) => `${j + 1}. ${m.name}${m.code ? ` (${m.code})` : ''}`).join('  '),
      planText(r.plan, lang),
      single ? '' : t(lang, r.obeyAdjust ? 'exportYes' : 'exportNo'),
      r.tier ?? '',
      percent(r.probability),
      r.band ? `${percent(r.band[0])}–${percent(r.band[1])}` : '',
      r.confidence ?? '',
    ]);
  });
  sheet.addRow([]);
  const note = sheet.addRow([t(lang, 'exportNote')]);
  sheet.mergeCells(note.number, 1, note.number, columns.length);
  note.font = { italic: true, color: { argb: 'FF666666' } };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
