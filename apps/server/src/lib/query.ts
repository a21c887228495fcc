/** Small SQL helpers shared by list calls. */

/** `text` for ILIKE with %, _ and \ taken literally: the whole value, in any case. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE, with %, _ and \ taken literally. */
export const escapeLike = (s: string) => `%${likeLiteral(s)}%`;

/** Start or end (inclusive) of a `yyyy-MM-dd` day in China time. */
export const cnDay = (d: string, end: boolean) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);
