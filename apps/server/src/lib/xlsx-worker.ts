/**
 * Worker thread of lib/xlsx-read.ts: reads one uploaded workbook off the main thread. The zip is
 * checked and inflated within the limits (archive-limits.ts), zipped again stored (so ExcelJS
 * reads exactly the bytes that were counted), parsed with ExcelJS, and its sheets posted back in
 * chunks of rows. Node loads this file with its own type stripping: erasable TypeScript only, and
 * no imports from the project but archive-limits.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { ArchiveLimitError, inflateZip, storedZip } from './archive-limits.ts';
import type { WorkerMessage, WorkerTask } from './xlsx-read.ts';

/** Rows a message carries at most: the main thread reads each message in one go, so keep them small. */
const ROWS_PER_MESSAGE = 2000;
const post = (m: WorkerMessage) => parentPort!.postMessage(m);

/** The text of an exceljs cell value (numbers, dates, rich text, formulas' results). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((p) => p.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

try {
  const task = workerData as WorkerTask;
  const entries = await inflateZip(Buffer.from(task.zip.buffer, task.zip.byteOffset, task.zip.byteLength), task.maxMb);
  const zip = await storedZip(entries);
  // Loaded only for a zip within the limits: a refusal does not wait for it.
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  await book.xlsx.load(zip as unknown as ArrayBuffer);
  for (const sheet of book.worksheets) {
    const cells: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values = row.values as ExcelJS.CellValue[];
      cells[n - 1] = values.slice(1).map(cellText);
    });
    post({ type: 'sheet', name: sheet.name });
    for (let i = 0; i < cells.length; i += ROWS_PER_MESSAGE) {
      post({ type: 'rows', rows: Array.from(cells.slice(i, i + ROWS_PER_MESSAGE), (r) => r ?? []) });
    }
  }
  post({ type: 'done' });
} catch (err) {
  if (err instanceof ArchiveLimitError) post({ type: 'limit', key: err.key, params: err.params });
  else post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
