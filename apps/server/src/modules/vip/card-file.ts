import ExcelJS from 'exceljs';
import { formatDateTime } from '@zhiyuan/shared';
import type { MadeBatch } from './cards.ts';

const HEADERS = ['卡号', '密码', '会员天数', '激活截止', '渠道', '批次'];

const rowsOf = ({ batch, cards }: MadeBatch) =>
  cards.map((c) => [c.cardNumber, c.password, batch.days, formatDateTime(batch.validUntil).slice(0, 10), batch.channel, batch.id]);

/** A cell starting with = + - @ would run as a formula in Excel: quote it. */
const csvCell = (v: string | number) => {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The one file that carries a batch's clear passwords (UTF-8 with BOM so Excel reads the Chinese). */
export function batchCsv(made: MadeBatch): Buffer {
  const lines = [HEADERS, ...rowsOf(made)].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function batchXlsx(made: MadeBatch): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('充值卡');
  sheet.columns = [
    { header: HEADERS[0], width: 22 },
    { header: HEADERS[1], width: 22 },
    { header: HEADERS[2], width: 10 },
    { header: HEADERS[3], width: 14 },
    { header: HEADERS[4], width: 20 },
    { header: HEADERS[5], width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  // Text cells: 16-digit numbers would lose digits as numbers.
  for (const r of rowsOf(made)) sheet.addRow(r.map((v, i) => (i === 2 ? v : String(v))));
  sheet.getColumn(1).numFmt = '@';
  return Buffer.from(await book.xlsx.writeBuffer());
}
