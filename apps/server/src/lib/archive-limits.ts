/**
 * Limits on reading an uploaded archive (an xlsx workbook is a zip), and the one zip reader that
 * keeps them (issue 27: a 0.6 MB xlsx whose sheet inflated to 200 MB froze the site). The central
 * directory is read first and the archive refused on its entry count or its declared inflated
 * size before anything is inflated; then the entries are inflated as streams and cut as soon as
 * the bytes actually produced pass the limit, whatever the directory said (yauzl also ends an
 * entry that inflates past its own declared size).
 *
 * Loaded by the workbook worker (xlsx-worker.ts) as well, which Node runs with its own type
 * stripping: erasable TypeScript only, and no imports from the rest of the project.
 */
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';

/**
 * Every limit of a workbook read, in one place. Real files fit with room to spare: the largest
 * province-year of major lines in the data set (河北 2025, 61 000 rows) is a 3.5 MB workbook
 * whose XML inflates to about 37 MB; a full 百问 import (2 000 rows of long answers) inflates to
 * a few MB; a workbook saved by Excel, WPS or ExcelJS holds 10–30 entries.
 */
export const XLSX_LIMITS = {
  /** Entries in the archive (files and folders), counted from the central directory. */
  maxEntries: 1000,
  /** Inflated size of a data-import workbook (zhiyuan-import/1 uploads and DATA_DIR's xlsx tables): about 100 000 rows. */
  dataImportMb: 64,
  /** Inflated size of a 百问 import workbook. */
  questionImportMb: 16,
  /** Heap of the worker that parses one workbook: ExcelJS needs up to about 10× the XML it reads. */
  workerHeapMb: 1024,
  /** Workbooks parsed at once; more wait their turn (so at most 2 × workerHeapMb in workers). */
  parallelReads: 2,
} as const;

const MB = 1024 * 1024;

/** An archive past a limit: the message key and its parameters (lib/xlsx-read.ts makes it a 400). */
export class ArchiveLimitError extends Error {
  readonly key: 'archiveTooLarge' | 'archiveTooManyEntries';
  readonly params: Record<string, number>;
  constructor(key: 'archiveTooLarge' | 'archiveTooManyEntries', params: Record<string, number>) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * The archive's central directory, checked before anything is inflated: more than `maxEntries`
 * entries or more than `maxMb` declared inflated in all → ArchiveLimitError. A file that is not a
 * zip throws a plain Error.
 */
export async function checkZipDirectory(zip: Buffer, maxMb: number, maxEntries: number = XLSX_LIMITS.maxEntries) {
  const file = await yauzl.fromBufferPromise(zip, { validateEntrySizes: true });
  // The count is in the end record: a directory of 100 000 entries is not even walked.
  if (file.entryCount > maxEntries) throw new ArchiveLimitError('archiveTooManyEntries', { max: maxEntries });
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  for await (const entry of file.eachEntry()) {
    declared += entry.uncompressedSize;
    if (declared > maxMb * MB) throw new ArchiveLimitError('archiveTooLarge', { mb: maxMb });
    entries.push(entry);
  }
  return { file, entries };
}

/**
 * The files of a zip archive, inflated within `maxMb` in all: the directory checked first
 * (checkZipDirectory), then the entries inflated as streams and cut as soon as the output passes
 * `maxMb` (ArchiveLimitError), whatever the directory said. A damaged archive (an entry longer or
 * shorter than it declares included) throws a plain Error.
 */
export async function inflateZip(zip: Buffer, maxMb: number, maxEntries: number = XLSX_LIMITS.maxEntries): Promise<ZipEntry[]> {
  const { file, entries } = await checkZipDirectory(zip, maxMb, maxEntries);
  const out: ZipEntry[] = [];
  let inflated = 0;
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await file.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    // Leaving the loop (the throw) destroys the stream: nothing more is inflated.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > maxMb * MB) throw new ArchiveLimitError('archiveTooLarge', { mb: maxMb });
      chunks.push(chunk);
    }
    out.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  return out;
}

/** The entries zipped again without compression: what the parser reads is exactly what was counted. */
export async function storedZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: false });
  zip.end();
  return buffer(zip.outputStream);
}
