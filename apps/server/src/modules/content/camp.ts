import { formatDateTime, type CampExtra, type ContentCard } from '@zhiyuan/shared';

/** 高校营 (camps): whether one is over, and the order the site lists them in. */

/** Today in China time, 'yyyy-MM-dd' (camp dates are China days). */
export const chinaToday = (now: Date = new Date()): string => formatDateTime(now).slice(0, 10);

/** Over when its last day is before today; a camp running today is not. */
export const campEnded = (extra: Pick<CampExtra, 'endDate'>, today: string): boolean => extra.endDate < today;

/**
 * The camps flagged `ended`, those still to come (or running) first, soonest start first, then the
 * ended ones, the latest to end first. yyyy-MM-dd compares as text.
 */
export function orderCamps<T extends Pick<ContentCard<'camp'>, 'id' | 'extra'>>(camps: readonly T[], today: string): (T & { ended: boolean })[] {
  const flagged = camps.map((c) => ({ ...c, ended: campEnded(c.extra, today) }));
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return flagged.sort((a, b) => {
    if (a.ended !== b.ended) return a.ended ? 1 : -1;
    if (!a.ended) return text(a.extra.startDate, b.extra.startDate) || text(a.extra.endDate, b.extra.endDate) || text(a.id, b.id);
    return text(b.extra.endDate, a.extra.endDate) || text(b.extra.startDate, a.extra.startDate) || text(a.id, b.id);
  });
}
