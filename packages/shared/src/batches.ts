/**
 * 批次: the engine numbers the general batches 1–5; users only ever see their names (issue 30).
 * One list for the server (engine routes, exports, PDF) and the web.
 */
export const BATCH_NAMES: Record<number, { zh: string; en: string }> = {
  1: { zh: '本科提前批', en: 'Early undergraduate batch' },
  2: { zh: '本科批', en: 'Undergraduate batch' },
  3: { zh: '本科二批', en: 'Second undergraduate batch' },
  4: { zh: '专科提前批', en: 'Early vocational batch' },
  5: { zh: '高职(专科)批', en: 'Vocational (junior college) batch' },
};

/** The name of a batch number in the user's language; a batch already named is returned as is. */
export function batchName(batch: number | string | null | undefined, language?: string): string {
  if (batch === null || batch === undefined || batch === '') return '';
  const names = BATCH_NAMES[Number(batch)];
  if (!names) return String(batch);
  return language?.startsWith('en') ? names.en : names.zh;
}
