/** 'yyyy-MM-dd HH:mm:ss' → 'yyyy-MM-dd' (the date lists show); anything else unchanged. */
export function shortDate(time: string | null | undefined): string {
  if (!time) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(time);
  return match ? match[1] : time;
}

/** Content ids are digits; anything else cannot name an item (and is not worth a call: the server answers 400). */
export const isContentId = (value: string | null | undefined): value is string => Boolean(value && /^\d{1,20}$/.test(value));
