import { PlayCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseView } from '@zhiyuan/shared';
import { ExampleBadge } from '../content/index.ts';
import { coursePath } from './links.ts';
import { formatDuration, seriesProgress, type ProgressMap } from './progress.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** The course's poster, else its first lesson's. */
export const coursePoster = (course: CourseView): string | null =>
  course.extra.posterUrl ?? course.lessons.find((l) => l.extra.posterUrl)?.extra.posterUrl ?? null;

export const courseLength = (course: CourseView): number => course.lessons.reduce((sum, l) => sum + (l.extra.duration || 0), 0);

/** A series in the lecture hall's list: poster, title, speaker, lessons and the student's progress. */
export function CourseCard({ course, progress }: { course: CourseView; progress: ProgressMap }) {
  const { t } = useTranslation();
  const poster = coursePoster(course);
  const ids = course.lessons.map((l) => l.id);
  const state = seriesProgress(ids, progress);
  const started = ids.some((id) => progress[id]);
  const length = courseLength(course);
  const action = !ids.length ? null : state.watched === state.total ? t('course.review') : started ? t('course.continue') : t('course.start');
  const target = coursePath(course.id, state.nextLessonId ?? undefined);

  return (
    <article className="zy-course-card" data-testid="course-card">
      <Link to={target} className="zy-course-card__poster" aria-label={course.title}>
        {poster ? <img src={poster} alt="" loading="lazy" /> : <span className="zy-course-card__art" aria-hidden="true" />}
        <PlayCircleFilled className="zy-course-card__play" />
        <span className="zy-course-card__count">
          {t('course.lessons', { count: course.lessons.length })}
          {length > 0 && ` · ${formatDuration(length)}`}
        </span>
      </Link>
      <div className="zy-course-card__body">
        <h3 className="zy-course-card__title">
          <Link to={target} data-testid="course-title">
            {course.title}
          </Link>
          <ExampleBadge item={course} />
        </h3>
        {course.extra.speaker && <p className="zy-course-card__speaker">{t('course.speaker', { name: course.extra.speaker })}</p>}
        {course.summary && <p className="zy-course-card__summary">{course.summary}</p>}
        <div className="zy-course-card__foot">
          {ids.length ? (
            <ProgressBar watched={state.watched} total={state.total} started={started} />
          ) : (
            <span className="zy-course-muted">{t('course.noLessons')}</span>
          )}
          {action && (
            <Link to={target} className="zy-course-card__action" data-testid="course-open">
              {action}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
