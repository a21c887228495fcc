/**
 * Where a student is in the lecture hall (名师讲堂): the last position in each lesson and whether it
 * was watched, kept in localStorage under the user's id (one key per user, so a shared browser does
 * not mix two students). A lesson counts as watched from 90 % of its length on.
 */

/** Share of a lesson that makes it watched. */
export const WATCHED_RATIO = 0.9;
/** A position this close to the start or the end is not worth resuming from (seconds). */
export const RESUME_MARGIN = 3;
/** Lessons kept per user; the least recently played are dropped beyond it. */
export const MAX_ENTRIES = 300;

export interface LessonProgress {
  /** Seconds from the start where the student left off. */
  position: number;
  /** Length in seconds as the player measured it (0 when unknown). */
  duration: number;
  watched: boolean;
  /** Epoch milliseconds of the last update. */
  updatedAt: number;
}

export type ProgressMap = Record<string, LessonProgress>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const progressKey = (userId: string) => `courseProgress:${userId}`;

const isEntry = (value: unknown): value is LessonProgress => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.position === 'number' && Number.isFinite(v.position) && typeof v.duration === 'number' && typeof v.watched === 'boolean';
};

/** The user's saved progress; anything unreadable counts as none. */
export function readProgress(store: Store | undefined, userId: string): ProgressMap {
  let raw: string | null = null;
  try {
    raw = store?.getItem(progressKey(userId)) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: ProgressMap = {};
    for (const [lessonId, entry] of Object.entries(parsed)) {
      if (isEntry(entry)) out[lessonId] = { ...entry, updatedAt: typeof entry.updatedAt === 'number' ? entry.updatedAt : 0 };
    }
    return out;
  } catch {
    return {};
  }
}

export function writeProgress(store: Store | undefined, userId: string, map: ProgressMap): void {
  const entries = Object.entries(map);
  const kept = entries.length > MAX_ENTRIES ? entries.sort((a, b) => b[1].updatedAt - a[1].updatedAt).slice(0, MAX_ENTRIES) : entries;
  try {
    store?.setItem(progressKey(userId), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or blocked: progress lives on in memory for this visit
  }
}

/** Whether `position` of `duration` seconds is far enough to count the lesson watched. */
export const reachesWatched = (position: number, duration: number) => duration > 0 && position >= duration * WATCHED_RATIO;

/**
 * The map after the player reported `position` of `duration` seconds. Once watched, a lesson stays
 * watched (rewinding to look at a slide again does not undo it).
 */
export function recordPosition(map: ProgressMap, lessonId: string, position: number, duration: number, now = Date.now()): ProgressMap {
  if (!Number.isFinite(position) || position < 0) return map;
  const known = Number.isFinite(duration) && duration > 0 ? duration : (map[lessonId]?.duration ?? 0);
  const before = map[lessonId];
  const watched = Boolean(before?.watched) || reachesWatched(position, known);
  return { ...map, [lessonId]: { position, duration: known, watched, updatedAt: now } };
}

/**
 * Where to start a lesson: the saved position, except near the start (nothing to skip) or at the
 * end (a finished lesson starts again from the beginning).
 */
export function resumeAt(entry: LessonProgress | undefined, duration: number): number {
  if (!entry || entry.position < RESUME_MARGIN) return 0;
  const length = Number.isFinite(duration) && duration > 0 ? duration : entry.duration;
  if (length > 0 && entry.position >= length - RESUME_MARGIN) return 0;
  return entry.position;
}

export interface SeriesProgress {
  watched: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
  /** The lesson to play next: the first not yet watched, else the first. */
  nextLessonId: string | null;
}

/** Progress of a series (course) over its lessons, in their order. */
export function seriesProgress(lessonIds: readonly string[], map: ProgressMap): SeriesProgress {
  const total = lessonIds.length;
  const watched = lessonIds.filter((id) => map[id]?.watched).length;
  const next = lessonIds.find((id) => !map[id]?.watched) ?? lessonIds[0] ?? null;
  return { watched, total, percent: total ? Math.round((watched / total) * 100) : 0, nextLessonId: next };
}

/** mm:ss (or h:mm:ss) of seconds, for lesson lengths. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
