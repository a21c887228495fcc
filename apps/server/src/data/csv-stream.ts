import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import type { CsvRow } from './csv.ts';

/**
 * Streams the records of a CSV file (gzip when the name ends in .gz) without holding the file in
 * memory; headers and cells are cleaned as `readCsv` does (no BOM, no whitespace in headers,
 * trimmed cells). A malformed record calls `onMalformed` and is left out. Stops after `limit`
 * records. A missing or corrupt file throws: the caller reports it.
 */
export async function* streamCsv(file: string, opts: { limit?: number; onMalformed?: () => void } = {}): AsyncGenerator<CsvRow> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => header.map((h) => h.replace(/\s+/g, '')),
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: () => {
      opts.onMalformed?.();
      return undefined;
    },
  });
  const source = fs.createReadStream(file);
  const piped = file.endsWith('.gz') ? pipeline(source, createGunzip(), parser) : pipeline(source, parser);
  // Stopping early destroys the parser, which ends the pipeline with a premature close: expected.
  let stopped = false;
  const done = piped.catch((err: unknown) => {
    if (!stopped) throw err;
  });
  let n = 0;
  let finished = false;
  try {
    for await (const record of parser as AsyncIterable<CsvRow>) {
      if (opts.limit !== undefined && n >= opts.limit) break;
      n++;
      yield record;
    }
    finished = true;
  } finally {
    // Left early (limit, the consumer stopped, or an error that reached us through the parser).
    if (!finished || !parser.readableEnded) {
      stopped = true;
      parser.destroy();
    }
  }
  await done;
}
