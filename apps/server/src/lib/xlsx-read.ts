/**
 * The one way the server reads an uploaded workbook (issue 27: an xlsx zip bomb froze the site).
 * The zip's entry count and declared size are checked before anything is inflated (here, and again
 * in the worker); then, in a worker thread with a bounded heap (xlsx-worker.ts), the entries are
 * inflated and cut at the limit (archive-limits.ts), and only then is the workbook parsed with
 * ExcelJS. The main thread only hands over the bytes and takes the rows back in small messages,
 * so a slow parse never holds up other requests; XLSX_LIMITS.parallelReads workers at most.
 */
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { AppError } from './errors.ts';
import { ArchiveLimitError, checkZipDirectory, XLSX_LIMITS } from './archive-limits.ts';

export { XLSX_LIMITS };

export interface Sheet {
  name: string;
  cells: string[][];
}

/** What the main thread hands the worker. */
export interface WorkerTask {
  zip: Uint8Array;
  maxMb: number;
}

/** What the worker posts back: each sheet's name then its rows in chunks, then done; or why not. */
export type WorkerMessage =
  | { type: 'sheet'; name: string }
  | { type: 'rows'; rows: string[][] }
  | { type: 'done' }
  | { type: 'limit'; key: 'archiveTooLarge' | 'archiveTooManyEntries'; params: Record<string, number> }
  | { type: 'error'; message: string };

/** The workers running now: at most XLSX_LIMITS.parallelReads. */
const slots = pLimit(XLSX_LIMITS.parallelReads);

/**
 * Every sheet of an xlsx workbook as cell texts (numbers, dates as YYYY-MM-DD, rich text,
 * formulas' results), read within `maxMb` inflated (one of XLSX_LIMITS). A limit passed → 400
 * AppError naming it (archiveTooLarge, archiveTooManyEntries, xlsxTooHeavy); a file that is not
 * a workbook → a plain Error (the caller says the file is unreadable).
 */
export async function readXlsxSheets(buffer: Buffer, maxMb: number): Promise<Sheet[]> {
  // The directory is read here too (a few KB, async), so that an honest bomb or a zip of 100 000
  // entries is refused at once, before a thread is started or the bytes copied to it.
  try {
    await checkZipDirectory(buffer, maxMb);
  } catch (err) {
    throw err instanceof ArchiveLimitError ? new AppError(400, err.key, err.params) : err;
  }
  return slots(() => parseInWorker(buffer, maxMb));
}

/** One workbook read by a worker thread of its own (xlsx-worker.ts). */
function parseInWorker(buffer: Buffer, maxMb: number): Promise<Sheet[]> {
  return new Promise<Sheet[]>((resolve, reject) => {
    const task: WorkerTask = { zip: buffer, maxMb };
    const worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), {
      workerData: task,
      resourceLimits: { maxOldGenerationSizeMb: XLSX_LIMITS.workerHeapMb },
    });
    const sheets: Sheet[] = [];
    const fail = (err: Error) => {
      reject(err);
      void worker.terminate();
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'sheet') sheets.push({ name: m.name, cells: [] });
      else if (m.type === 'rows') for (const row of m.rows) sheets[sheets.length - 1].cells.push(row);
      else if (m.type === 'done') resolve(sheets);
      else if (m.type === 'limit') fail(new AppError(400, m.key, m.params));
      else fail(new Error(m.message));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError(400, 'xlsxTooHeavy', { mb: XLSX_LIMITS.workerHeapMb }) : err);
    });
    // After 'done' this does nothing (a promise settles once); before it, the worker died.
    worker.on('exit', (code) => reject(new Error(`the xlsx worker exited with ${code}`)));
  });
}
