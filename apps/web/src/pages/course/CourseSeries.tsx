import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined, CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CourseView } from '@zhiyuan/shared';
import { getCourse } from '../../api/content.ts';
import { ContentBody, ContentEmpty, ContentNotFound, ContentState, ExampleBadge } from '../../components/content/index.ts';
import { coursePoster, courseLength } from '../../components/course/CourseCard.tsx';
import { LessonPlayer } from '../../components/course/LessonPlayer.tsx';
import { coursePath } from '../../components/course/links.ts';
import { ProgressBar } from '../../components/course/ProgressBar.tsx';
import { formatDuration, seriesProgress, type ProgressMap } from '../../components/course/progress.ts';
import { useCourseProgress } from '../../components/course/useCourseProgress.ts';
import { useDevice } from '../../device.ts';

/** One series (?id=): the player, the lessons in order with what the student has watched, the course's text. */
export function CourseSeries({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  // Opening a series counts a view: fetched once, not again on focus.
  const course = useQuery({
    queryKey: ['content', 'course', courseId],
    queryFn: () => getCourse(courseId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return (
    <>
      <Link to={coursePath()} className="zy-course__back" data-testid="course-back">
        <ArrowLeftOutlined /> {t('course.backToList')}
      </Link>
      <ContentState query={course} notFound={<ContentNotFound title={t('course.notFound')} backTo={coursePath()} />} rows={10}>
        {(data) => <SeriesView course={data} />}
      </ContentState>
    </>
  );
}

function SeriesView({ course }: { course: CourseView }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { progress, record } = useCourseProgress();
  const playerRef = useRef<HTMLDivElement>(null);
  const ids = course.lessons.map((l) => l.id);
  const state = seriesProgress(ids, progress);
  const asked = params.get('lesson');
  const lesson = course.lessons.find((l) => l.id === asked) ?? course.lessons.find((l) => l.id === state.nextLessonId) ?? null;
  const index = lesson ? course.lessons.indexOf(lesson) : -1;
  const next = index >= 0 ? (course.lessons[index + 1] ?? null) : null;

  // Pin the lesson in the address once chosen, so that finishing it does not switch the player away.
  useEffect(() => {
    if (lesson && asked !== lesson.id) {
      const nextParams = new URLSearchParams(params);
      nextParams.set('lesson', lesson.id);
      setParams(nextParams, { replace: true });
    }
  }, [lesson, asked, params, setParams]);

  const open = (lessonId: string) => {
    navigate(coursePath(course.id, lessonId));
    if (device === 'mobile') playerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const length = courseLength(course);

  return (
    <div className="zy-course-series" data-testid="course-series">
      <header className="zy-course-series__head">
        <h1 className="zy-course__title" data-testid="course-series-title">
          {course.title}
          <ExampleBadge item={course} />
        </h1>
        <p className="zy-course-series__meta">
          {course.extra.speaker && <span>{t('course.speaker', { name: course.extra.speaker })}</span>}
          <span>{t('course.lessons', { count: course.lessons.length })}</span>
          {length > 0 && <span>{t('course.totalTime', { time: formatDuration(length) })}</span>}
          <span>{t('course.views', { count: course.viewCount })}</span>
        </p>
        {ids.length > 0 && <ProgressBar watched={state.watched} total={state.total} started={ids.some((id) => progress[id])} />}
      </header>
      {lesson ? (
        <div className="zy-course-series__main">
          <section className="zy-course-series__stage" ref={playerRef}>
            <LessonPlayer
              key={lesson.id}
              lesson={lesson}
              fallbackPoster={coursePoster(course)}
              saved={progress[lesson.id]}
              onProgress={(position, duration) => record(lesson.id, position, duration)}
              nextTitle={next?.title ?? null}
              onNext={next ? () => open(next.id) : undefined}
            />
            <h2 className="zy-course-series__lesson-title" data-testid="course-lesson-title">
              <span className="zy-course-series__lesson-n">{t('course.lessonIndex', { n: index + 1 })}</span>
              {lesson.title}
            </h2>
            {lesson.summary && <p className="zy-course-muted">{lesson.summary}</p>}
            {lesson.body.trim() && (
              <div className="zy-course-series__notes">
                <h3>{t('course.lessonNotes')}</h3>
                <ContentBody html={lesson.body} testId="course-lesson-body" />
              </div>
            )}
          </section>
          <aside className="zy-course-series__side">
            <LessonList course={course} currentId={lesson.id} progress={progress} onOpen={open} />
          </aside>
        </div>
      ) : (
        <ContentEmpty description={t('course.noLessons')} />
      )}
      {course.body.trim() && (
        <section className="zy-course-series__about">
          <h3>{t('course.about')}</h3>
          <ContentBody html={course.body} testId="course-body" />
        </section>
      )}
    </div>
  );
}

function LessonList({ course, currentId, progress, onOpen }: { course: CourseView; currentId: string; progress: ProgressMap; onOpen(id: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="zy-course-lessons">
      <h3 className="zy-course-lessons__head">{t('course.lessonList')}</h3>
      <ol className="zy-course-lessons__list" data-testid="course-lessons">
        {course.lessons.map((l, i) => {
          const saved = progress[l.id];
          const current = l.id === currentId;
          const status = current
            ? t('course.playing')
            : saved?.watched
              ? t('course.watched')
              : saved && saved.position >= 1
                ? t('course.watchedAt', { time: formatDuration(saved.position) })
                : null;
          return (
            <li key={l.id}>
              <button
                type="button"
                className={`zy-course-lessons__item${current ? ' is-current' : ''}${saved?.watched ? ' is-watched' : ''}`}
                onClick={() => onOpen(l.id)}
                aria-current={current ? 'true' : undefined}
                data-testid="course-lesson"
                data-watched={saved?.watched ? 'true' : 'false'}
              >
                <span className="zy-course-lessons__icon" aria-hidden="true">
                  {saved?.watched ? <CheckCircleFilled /> : <PlayCircleOutlined />}
                </span>
                <span className="zy-course-lessons__text">
                  <span className="zy-course-lessons__title">
                    {i + 1}. {l.title}
                  </span>
                  <span className="zy-course-lessons__meta">
                    {l.extra.duration > 0 && <span>{formatDuration(l.extra.duration)}</span>}
                    {status && <span className="zy-course-lessons__status">{status}</span>}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
