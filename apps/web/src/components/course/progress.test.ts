import { describe, expect, it } from 'vitest';
import {
  MAX_ENTRIES,
  formatDuration,
  progressKey,
  readProgress,
  recordPosition,
  resumeAt,
  seriesProgress,
  writeProgress,
  type ProgressMap,
} from './progress.ts';

/** A Storage-like map for the tests. */
function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('lesson progress', () => {
  it('counts a lesson watched from 90 % of its length on, not before', () => {
    const at89 = recordPosition({}, 'l1', 26.7, 30);
    expect(at89.l1.watched).toBe(false);
    const at90 = recordPosition(at89, 'l1', 27, 30);
    expect(at90.l1.watched).toBe(true);
  });

  it('keeps a watched lesson watched when the student rewinds', () => {
    const done = recordPosition({}, 'l1', 29, 30);
    const rewound = recordPosition(done, 'l1', 4, 30);
    expect(rewound.l1).toMatchObject({ position: 4, watched: true });
  });

  it('does not count a lesson of unknown length as watched, and remembers a length once known', () => {
    const unknown = recordPosition({}, 'l1', 100, Number.NaN);
    expect(unknown.l1.watched).toBe(false);
    const known = recordPosition(unknown, 'l1', 10, 40);
    expect(known.l1.duration).toBe(40);
    const later = recordPosition(known, 'l1', 37, Number.NaN);
    expect(later.l1).toMatchObject({ duration: 40, watched: true });
  });

  it('ignores a negative or broken position', () => {
    const map = recordPosition({}, 'l1', 12, 30);
    expect(recordPosition(map, 'l1', -1, 30)).toBe(map);
    expect(recordPosition(map, 'l1', Number.NaN, 30)).toBe(map);
  });

  it('resumes where the student left off, but from the start near either end', () => {
    const map = recordPosition({}, 'l1', 14.5, 30);
    expect(resumeAt(map.l1, 30)).toBe(14.5);
    expect(resumeAt(recordPosition({}, 'l1', 2, 30).l1, 30)).toBe(0);
    expect(resumeAt(recordPosition({}, 'l1', 28.5, 30).l1, 30)).toBe(0);
    expect(resumeAt(undefined, 30)).toBe(0);
    // the player's length not known yet: the saved one decides
    expect(resumeAt(recordPosition({}, 'l1', 28.5, 30).l1, Number.NaN)).toBe(0);
  });

  it('gives the progress of a series and the lesson to play next', () => {
    let map: ProgressMap = {};
    expect(seriesProgress(['a', 'b', 'c'], map)).toEqual({ watched: 0, total: 3, percent: 0, nextLessonId: 'a' });
    map = recordPosition(map, 'a', 30, 30);
    map = recordPosition(map, 'c', 30, 30);
    map = recordPosition(map, 'other-course-lesson', 30, 30);
    expect(seriesProgress(['a', 'b', 'c'], map)).toEqual({ watched: 2, total: 3, percent: 67, nextLessonId: 'b' });
    map = recordPosition(map, 'b', 29, 30);
    expect(seriesProgress(['a', 'b', 'c'], map)).toEqual({ watched: 3, total: 3, percent: 100, nextLessonId: 'a' });
    expect(seriesProgress([], map)).toEqual({ watched: 0, total: 0, percent: 0, nextLessonId: null });
  });
});

describe('progress storage', () => {
  it('keeps each user apart and reads back what it wrote', () => {
    const store = memoryStore();
    writeProgress(store, '101', recordPosition({}, 'l1', 12, 30, 1));
    writeProgress(store, '202', recordPosition({}, 'l1', 20, 30, 1));
    expect(readProgress(store, '101').l1.position).toBe(12);
    expect(readProgress(store, '202').l1.position).toBe(20);
    expect(readProgress(store, '303')).toEqual({});
    expect([...store.data.keys()].sort()).toEqual([progressKey('101'), progressKey('202')]);
  });

  it('treats broken or foreign data as no progress', () => {
    const store = memoryStore({
      [progressKey('1')]: '{not json',
      [progressKey('2')]: '[1,2]',
      [progressKey('3')]: JSON.stringify({ good: { position: 5, duration: 30, watched: false, updatedAt: 1 }, bad: { position: 'x' } }),
    });
    expect(readProgress(store, '1')).toEqual({});
    expect(readProgress(store, '2')).toEqual({});
    expect(Object.keys(readProgress(store, '3'))).toEqual(['good']);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readProgress(broken, '1')).toEqual({});
    expect(() => writeProgress(broken, '1', recordPosition({}, 'l1', 5, 30))).not.toThrow();
  });

  it('drops the least recently played lessons beyond the limit', () => {
    const store = memoryStore();
    let map: ProgressMap = {};
    for (let i = 0; i < MAX_ENTRIES + 5; i += 1) map = recordPosition(map, `l${i}`, 5, 30, i);
    writeProgress(store, '1', map);
    const back = readProgress(store, '1');
    expect(Object.keys(back)).toHaveLength(MAX_ENTRIES);
    expect(back.l0).toBeUndefined();
    expect(back[`l${MAX_ENTRIES + 4}`]).toBeDefined();
  });
});

describe('formatDuration', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(34.4)).toBe('0:34');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});
