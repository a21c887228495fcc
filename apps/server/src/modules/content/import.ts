import ExcelJS from 'exceljs';
import { QUESTION_CATEGORIES, type QuestionImportReport } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { t, type Lang } from '../../lib/i18n.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { isBadText } from '../../lib/validation.ts';
import { readXlsxSheets, XLSX_LIMITS, type Sheet } from '../../lib/xlsx-read.ts';
import { searchTextOf } from './model.ts';
import * as repo from './repo.ts';
import type { NewContentRow } from './repo.ts';

/** 百问 import (issue 19): one sheet, header 分类 | 问题 | 回答 | 推荐(是/否); at most this many rows. */
export const QUESTION_IMPORT_MAX_ROWS = 2000;
export const QUESTION_IMPORT_HEADER = ['分类', '问题', '回答', '推荐'] as const;
/** The file itself: 2 000 long answers fit well within this. */
export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const QUESTION_MAX = 200;
const ANSWER_MAX = 20_000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text → HTML: a blank line starts a paragraph, a single line break stays a <br>; everything escaped. */
export function plainToParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((l) => escapeHtml(l.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The comparison key of a question: spaces dropped, full-width ASCII folded, case folded. */
export const questionKey = (q: string) => q.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

const YES = new Set(['是', 'y', 'yes', 'true', '1', '推荐']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '']);

/**
 * Reads the sheet and adds the good rows as published questions (one transaction); a row with an
 * empty question, an unknown category, a question already there (or earlier in the file) is skipped
 * with its row number (the spreadsheet's, header = row 1) and the reason.
 */
export async function importQuestions(db: Db, file: Buffer, by: string, lang: Lang): Promise<QuestionImportReport> {
  let sheets: Sheet[];
  try {
    sheets = await readXlsxSheets(file, XLSX_LIMITS.questionImportMb);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'questionImportBadFile');
  }
  const sheet = sheets.find((s) => s.cells.some((r) => r.some((c) => c.trim())));
  if (!sheet) throw new AppError(400, 'importEmpty');
  const header = (sheet.cells[0] ?? []).map((c) => c.trim().replace(/[（(].*$/, ''));
  const col = Object.fromEntries(QUESTION_IMPORT_HEADER.map((h) => [h, header.indexOf(h)])) as Record<(typeof QUESTION_IMPORT_HEADER)[number], number>;
  if (col['分类'] < 0 || col['问题'] < 0 || col['回答'] < 0) throw new AppError(400, 'questionImportNoHeader');

  const rows = sheet.cells
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim()));
  if (!rows.length) throw new AppError(400, 'importEmpty');
  if (rows.length > QUESTION_IMPORT_MAX_ROWS) throw new AppError(400, 'questionImportTooMany', { max: QUESTION_IMPORT_MAX_ROWS });

  const existing = await repo.questionTitles(db);
  const known = new Set(existing.map((e) => questionKey(e.title)));
  const inFile = new Map<string, number>();
  const skipped: QuestionImportReport['skipped'] = [];
  const values: NewContentRow[] = [];
  const now = new Date();
  const categories = QUESTION_CATEGORIES as readonly string[];

  for (const { row, cells } of rows) {
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const category = cell(col['分类']);
    const question = cell(col['问题']).replace(/\s+/g, ' ');
    const answer = (col['回答'] >= 0 ? (cells[col['回答']] ?? '') : '').trim();
    const recommend = cell(col['推荐']).toLowerCase();
    const skip = (reason: string) => skipped.push({ row, reason });
    if ([category, question, answer, recommend].some(isBadText)) {
      skip(t(lang, 'questionImportBadText'));
      continue;
    }
    if (!question) {
      skip(t(lang, 'questionImportEmptyQuestion'));
      continue;
    }
    if (question.length > QUESTION_MAX) {
      skip(t(lang, 'questionImportTooLong', { field: QUESTION_IMPORT_HEADER[1], max: QUESTION_MAX }));
      continue;
    }
    if (!categories.includes(category)) {
      skip(t(lang, 'questionImportUnknownCategory', { category, options: categories.join('、') }));
      continue;
    }
    if (!answer) {
      skip(t(lang, 'questionImportEmptyAnswer'));
      continue;
    }
    if (answer.length > ANSWER_MAX) {
      skip(t(lang, 'questionImportTooLong', { field: QUESTION_IMPORT_HEADER[2], max: ANSWER_MAX }));
      continue;
    }
    if (!YES.has(recommend) && !NO.has(recommend)) {
      skip(t(lang, 'questionImportBadRecommend'));
      continue;
    }
    const key = questionKey(question);
    if (known.has(key)) {
      skip(t(lang, 'questionImportDuplicate'));
      continue;
    }
    const first = inFile.get(key);
    if (first !== undefined) {
      skip(t(lang, 'questionImportDuplicateInFile', { row: first }));
      continue;
    }
    inFile.set(key, row);
    const body = sanitizeUserHtml(plainToParagraphs(answer));
    const item = { title: question, summary: '', body, category, tags: [] as string[], extra: {} };
    values.push({
      id: newId(),
      kind: 'question',
      ...item,
      recommended: YES.has(recommend),
      status: 'published',
      publishTime: now,
      sortOrder: 0,
      searchText: searchTextOf(item),
      createBy: by,
    });
  }

  if (values.length) await repo.insertItemsBatched(db, values);
  return { added: values.length, skipped };
}

/** The template to fill in: the header on the first sheet, and a second sheet explaining the columns with an example. */
export async function questionTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('百问');
  sheet.columns = [
    { header: '分类', width: 14 },
    { header: '问题', width: 40 },
    { header: '回答', width: 80 },
    { header: '推荐', width: 8 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  const help = book.addWorksheet('说明');
  help.columns = [
    { header: '列', width: 10 },
    { header: '说明', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow(['分类', `必填，取以下之一：${QUESTION_CATEGORIES.join('、')}`]);
  help.addRow(['问题', `必填，最多 ${QUESTION_MAX} 字；与已有问题相同的行会被跳过`]);
  help.addRow(['回答', '必填，纯文本；空一行分段，导入后按段落显示']);
  help.addRow(['推荐', '是 / 否（空白视为否）；推荐的问题会出现在首页']);
  help.addRow(['', `在「百问」表中从第 2 行起每行填一个问题；一次最多 ${QUESTION_IMPORT_MAX_ROWS} 行；导入后立即发布`]);
  help.addRow([]);
  help.addRow([
    '示例',
    '分类：录取与调剂；问题：服从专业调剂会被调到哪些专业？；回答：只会调剂到该院校（专业组）内还有计划余额、且你符合报考条件的专业。；推荐：否',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
