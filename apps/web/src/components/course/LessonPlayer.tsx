import { useEffect, useRef, useState } from 'react';
import { PlayCircleOutlined, RedoOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '@zhiyuan/shared';
import { formatDuration, resumeAt, type LessonProgress } from './progress.ts';

/** How often (seconds of playback) the position is saved while playing; pause, seek and end save at once. */
const SAVE_EVERY = 2;

interface Props {
  lesson: ContentDetail<'lesson'>;
  /** The course's poster, when the lesson has none. */
  fallbackPoster?: string | null;
  /** What was saved for this lesson when it was opened. */
  saved: LessonProgress | undefined;
  onProgress(position: number, duration: number): void;
  /** The next lesson's title, offered when this one ends. */
  nextTitle?: string | null;
  onNext?(): void;
}

/**
 * One lesson's HTML5 player: starts where the student left off (with a "from the start" button),
 * reports the position while playing, and offers the next lesson at the end.
 */
export function LessonPlayer({ lesson, fallbackPoster, saved, onProgress, nextTitle, onNext }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  // The saved entry as it was when the lesson opened: later reports must not move the resume point.
  const [opening] = useState(saved);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const [failed, setFailed] = useState(false);
  const src = lesson.extra.videoUrl ?? null;
  const poster = lesson.extra.posterUrl ?? fallbackPoster ?? undefined;

  useEffect(() => {
    // Leaving the lesson (another lesson, another page) keeps where it was.
    const element = video.current;
    return () => {
      if (element && element.currentTime > 0) onProgress(element.currentTime, element.duration);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lesson (the component is keyed by lesson)
  }, []);

  const save = (force: boolean) => {
    const element = video.current;
    if (!element) return;
    if (!force && Math.abs(element.currentTime - lastSaved.current) < SAVE_EVERY) return;
    lastSaved.current = element.currentTime;
    onProgress(element.currentTime, element.duration);
  };

  if (!src || failed) {
    return (
      <div className="zy-course-player zy-course-player--missing" data-testid="course-video-missing">
        <WarningOutlined />
        <p>{failed ? t('course.player.failed') : t('course.player.missing')}</p>
      </div>
    );
  }

  return (
    <div className="zy-course-player">
      <video
        ref={video}
        className="zy-course-player__video"
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        controlsList="nodownload"
        data-testid="course-video"
        data-lesson={lesson.id}
        onLoadedMetadata={(e) => {
          const element = e.currentTarget;
          const start = resumeAt(opening, element.duration);
          if (start > 0 && start < element.duration) {
            element.currentTime = start;
            lastSaved.current = start;
            setResumedFrom(start);
          }
        }}
        onTimeUpdate={() => save(false)}
        onPause={() => save(true)}
        onSeeked={() => save(true)}
        onPlay={() => setEnded(false)}
        onEnded={() => {
          save(true);
          setEnded(true);
        }}
        onError={() => setFailed(true)}
      />
      {resumedFrom !== null && !ended && (
        <div className="zy-course-player__resume" data-testid="course-resumed">
          <span>{t('course.player.resumed', { time: formatDuration(resumedFrom) })}</span>
          <button
            type="button"
            onClick={() => {
              if (video.current) video.current.currentTime = 0;
              setResumedFrom(null);
            }}
          >
            <RedoOutlined /> {t('course.player.restart')}
          </button>
        </div>
      )}
      {ended && nextTitle && onNext && (
        <div className="zy-course-player__next">
          <button type="button" onClick={onNext} data-testid="course-next">
            <PlayCircleOutlined /> {t('course.player.next', { title: nextTitle })}
          </button>
        </div>
      )}
    </div>
  );
}
