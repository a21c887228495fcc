import { useCallback, useEffect, useState } from 'react';
import { useLoginStore } from '../../stores/login.ts';
import { readProgress, recordPosition, writeProgress, type ProgressMap } from './progress.ts';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The signed-in student's lesson progress (the lecture hall needs a sign-in, so there is always an
 * id; a missing one keeps progress in memory only) and `record` for the player to report to.
 */
export function useCourseProgress(): { progress: ProgressMap; record(lessonId: string, position: number, duration: number): void } {
  const userId = useLoginStore((s) => s.userInfo?.id ?? null);
  const [progress, setProgress] = useState<ProgressMap>(() => (userId ? readProgress(storage(), userId) : {}));

  useEffect(() => {
    setProgress(userId ? readProgress(storage(), userId) : {});
  }, [userId]);

  const record = useCallback(
    (lessonId: string, position: number, duration: number) => {
      setProgress((before) => {
        const next = recordPosition(before, lessonId, position, duration);
        if (userId && next !== before) writeProgress(storage(), userId, next);
        return next;
      });
    },
    [userId],
  );

  return { progress, record };
}
