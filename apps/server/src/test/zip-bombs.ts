/**
 * Workbooks and archives for the upload-bomb tests (issue 27), written with yazl (the companion of
 * the yauzl reader): a minimal valid xlsx whose sheet is streamed through deflate (so a sheet of
 * hundreds of MB costs a few hundred KB and little memory), the same with its central directory
 * lying about the sizes, and a zip of many empty entries.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

const MB = 1024 * 1024;
const NS = 'http://schemas.openxmlformats.org';
const PARTS: Record<string, string> = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

const escapeXml = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const column = (i: number) => (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26));

/** One sheet row of inline strings (row `n`, 1-based). */
export const rowXml = (n: number, cells: string[]) =>
  `<row r="${n}">${cells.map((c, i) => `<c r="${column(i)}${n}" t="inlineStr"><is><t>${escapeXml(c)}</t></is></c>`).join('')}</row>`;

/**
 * A valid xlsx whose sheet XML is `SHEET_HEAD`, the `body` chunks, then `SHEET_TAIL`, deflated as
 * it streams. The central directory tells the true sizes.
 */
export function streamedWorkbook(body: Iterable<Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(PARTS)) zip.addBuffer(Buffer.from(text), name);
  function* sheet() {
    yield Buffer.from(SHEET_HEAD);
    yield* body;
    yield Buffer.from(SHEET_TAIL);
  }
  zip.addReadStream(Readable.from(sheet()), 'xl/worksheets/sheet1.xml');
  zip.end();
  return buffer(zip.outputStream);
}

/** A workbook of `rows` rows made by `cells(n)` (n = 1 … rows). */
export function workbookOf(rows: number, cells: (n: number) => string[]): Promise<Buffer> {
  function* body() {
    let batch = '';
    for (let n = 1; n <= rows; n++) {
      batch += rowXml(n, cells(n));
      if (batch.length >= MB / 4) {
        yield Buffer.from(batch);
        batch = '';
      }
    }
    yield Buffer.from(batch);
  }
  return streamedWorkbook(body());
}

/** The audit's bomb: a valid workbook whose one sheet inflates to `mb` MB of the same rows, told truly in the central directory. */
export function bombWorkbook(mb: number): Promise<Buffer> {
  const chunk = Buffer.from(`<row><c t="inlineStr"><is><t>${'炸'.repeat(300)}</t></is></c></row>`.repeat(1150)); // about 1 MB
  return streamedWorkbook(Array.from({ length: Math.ceil((mb * MB) / chunk.length) }, () => chunk));
}

/** The same archive with the central-directory entry of `name` claiming `size` bytes inflated (a forged directory). */
export function lyingSizes(zip: Buffer, name = 'xl/worksheets/sheet1.xml', size = 1000): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(end + 16);
  for (let i = 0, n = out.readUInt16LE(end + 10); i < n; i++) {
    if (out.readUInt32LE(at) !== 0x02014b50) throw new Error('not a central directory header');
    if (out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28)) === name) out.writeUInt32LE(size, at + 24);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/**
 * A zip of `n` empty stored entries with short names (100 000 of them make a 9 MB file), written
 * field by field: the zip writers take seconds to minutes for so many entries.
 */
export function manyEntries(n: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < n; i++) {
    const name = Buffer.from(i.toString(36));
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0); // local file header; version, flags, method, time, date, crc, sizes all 0
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(name.length, 26);
    name.copy(local, 30);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(10, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    name.copy(central, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  // More than 65 535 entries: the counts are in the zip64 end record, the classic one says 0xffff.
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(BigInt(n), 24);
  end64.writeBigUInt64LE(BigInt(n), 32);
  end64.writeBigUInt64LE(BigInt(directory.length), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(n, 0xffff), 8);
  end.writeUInt16LE(Math.min(n, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end64, locator, end]);
}
