import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCourses, searchCourses } from '../../api/content.ts';
import { ContentEmpty, ContentState, KeywordSearch } from '../../components/content/index.ts';
import { CourseCard } from '../../components/course/CourseCard.tsx';
import { useCourseProgress } from '../../components/course/useCourseProgress.ts';

/** The lecture hall's series, or those matching ?q= (a course's or a lesson's title). */
export function CourseList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const { progress } = useCourseProgress();
  const courses = useQuery({
    queryKey: ['content', 'courses', keyword],
    queryFn: () => (keyword ? searchCourses(keyword) : getCourses()),
    retry: false,
  });
  const search = (value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  };

  return (
    <>
      <header className="zy-course__head">
        <div>
          <h1 className="zy-course__title">{t('course.title')}</h1>
          <p className="zy-course__subtitle">{t('course.subtitle')}</p>
        </div>
        <KeywordSearch
          className="zy-course__search"
          keyword={keyword}
          onSearch={search}
          placeholder={t('course.searchPlaceholder')}
          enterButton
          testId="course-search"
        />
      </header>
      {keyword && courses.data && (
        <p className="zy-course-muted zy-course__found" data-testid="course-found">
          {t('course.searchResult', { keyword, count: courses.data.length })}
        </p>
      )}
      <ContentState
        query={courses}
        isEmpty={(list) => list.length === 0}
        empty={
          <ContentEmpty
            description={keyword ? t('course.emptySearch', { keyword }) : t('course.empty')}
            action={keyword ? <Button onClick={() => search('')}>{t('course.clearSearch')}</Button> : undefined}
          />
        }
      >
        {(list) => (
          <div className="zy-course__grid" data-testid="course-list">
            {list.map((course) => (
              <CourseCard key={course.id} course={course} progress={progress} />
            ))}
          </div>
        )}
      </ContentState>
    </>
  );
}
