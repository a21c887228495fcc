import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { AppError } from './errors.ts';
import { ArchiveLimitError, checkZipDirectory, inflateZip, XLSX_LIMITS } from './archive-limits.ts';
import { readXlsxSheets } from './xlsx-read.ts';
import { tablesOfFile } from '../data/import-format.ts';
import { bombWorkbook, lyingSizes, manyEntries, workbookOf } from '../test/zip-bombs.ts';

/** Issue 27: every workbook read goes through lib/xlsx-read.ts and its limits (archive-limits.ts). */
let bomb: Buffer;
beforeAll(async () => {
  bomb = await bombWorkbook(200);
});

const limitOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof AppError
    ? { code: err.code, key: err.key, params: err.params }
    : err instanceof ArchiveLimitError
      ? { key: err.key, params: err.params }
      : err;
};

describe('workbook reads within limits (lib/xlsx-read.ts)', () => {
  it('reads a workbook in the worker as before: text, numbers, dates, rich text and formula results', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('表一');
    sheet.addRow(['zhiyuan-import/1', 'lines']);
    sheet.addRow(['浙江', 2025, new Date(Date.UTC(2025, 5, 7)), { richText: [{ text: '浙' }, { text: '大' }] }, { formula: '1+1', result: 2 }]);
    sheet.getCell('A5').value = '跳过两行';
    book.addWorksheet('空表');
    const sheets = await readXlsxSheets(Buffer.from(await book.xlsx.writeBuffer()), XLSX_LIMITS.dataImportMb);
    expect(sheets).toEqual([
      { name: '表一', cells: [['zhiyuan-import/1', 'lines'], ['浙江', '2025', '2025-06-07', '浙大', '2'], [], [], ['跳过两行']] },
      { name: '空表', cells: [] },
    ]);
    // Rows come back in messages of 2 000: a long sheet arrives whole and in order.
    const long = await readXlsxSheets(await workbookOf(4500, (n) => [`r${n}`]), XLSX_LIMITS.dataImportMb);
    expect(long[0].cells.length).toBe(4500);
    expect(long[0].cells[4499]).toEqual(['r4500']);
  });

  it('refuses a 0.6 MB workbook whose sheet inflates to 200 MB from its central directory, before inflating a byte', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The sheet's deflated bytes spoiled: had anything been inflated, zlib would fail first.
    const spoiled = Buffer.from(bomb);
    spoiled.fill(0xff, 20_000, 400_000);
    const started = performance.now();
    expect(await limitOf(checkZipDirectory(spoiled, XLSX_LIMITS.dataImportMb))).toEqual({ key: 'archiveTooLarge', params: { mb: 64 } });
    expect(await limitOf(readXlsxSheets(spoiled, XLSX_LIMITS.dataImportMb))).toEqual({ code: 400, key: 'archiveTooLarge', params: { mb: 64 } });
    expect(await limitOf(readXlsxSheets(bomb, XLSX_LIMITS.questionImportMb))).toEqual({ code: 400, key: 'archiveTooLarge', params: { mb: 16 } });
    expect(performance.now() - started).toBeLessThan(6000); // a freeze, not a speed target: the 200 MB inflation takes minutes
  });

  it('cuts the inflation where the directory lies about the size', async () => {
    const lying = lyingSizes(bomb);
    // The forged directory passes the first check …
    await expect(checkZipDirectory(lying, XLSX_LIMITS.dataImportMb)).resolves.toBeTruthy();
    // … but inflating stops short of the 200 MB: yauzl ends the entry at its declared size (a
    // damaged file); were that check gone, the count of inflated bytes would stop it at the limit.
    const started = performance.now();
    expect(
      await inflateZip(lying, XLSX_LIMITS.dataImportMb).then(
        () => null,
        (e: unknown) => e,
      ),
    ).toBeInstanceOf(Error);
    expect(
      await readXlsxSheets(lying, XLSX_LIMITS.dataImportMb).then(
        () => null,
        (e: unknown) => e,
      ),
    ).toBeInstanceOf(Error);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a zip of 100 000 entries by its count, without walking its directory', async () => {
    const many = manyEntries(100_000);
    const started = performance.now();
    expect(await limitOf(readXlsxSheets(many, XLSX_LIMITS.dataImportMb))).toEqual({ code: 400, key: 'archiveTooManyEntries', params: { max: 1000 } });
    expect(performance.now() - started).toBeLessThan(3000); // loose for a loaded CI machine: the count is read from the end record, not timed here
    // The fixture is a real zip: with room for it, every entry is there.
    expect((await checkZipDirectory(many, 1, 100_000)).entries.length).toBe(100_000);
  });

  it('refuses the bomb in every reader that takes xlsx: uploads and DATA_DIR tables alike (tablesOfFile)', async () => {
    expect(await limitOf(tablesOfFile('浙江.xlsx', bomb))).toEqual({ code: 400, key: 'archiveTooLarge', params: { mb: 64 } });
    expect(await limitOf(tablesOfFile('浙江.xlsx', manyEntries(1001)))).toEqual({ code: 400, key: 'archiveTooManyEntries', params: { max: 1000 } });
    // A file that is no workbook is still just unreadable, not a limit.
    expect(await tablesOfFile('浙江.xlsx', Buffer.from('not a zip'))).toEqual({
      tables: [],
      ignored: [{ file: '浙江.xlsx', reason: 'unreadable xlsx workbook' }],
    });
  });
});
