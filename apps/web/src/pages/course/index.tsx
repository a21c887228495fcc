import { useSearchParams } from 'react-router';
import { useDevice } from '../../device.ts';
import '../../components/content/content.css';
import '../../components/course/course.css';
import { CourseList } from './CourseList.tsx';
import { CourseSeries } from './CourseSeries.tsx';

/**
 * Route `course` (名师讲堂), on both layouts: the series list with a search, or with ?id= one series
 * with its player and lessons (&lesson= opens a lesson). Progress and the resume point are the
 * student's own, kept in this browser.
 */
export default function CoursePage() {
  const device = useDevice();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <div className={`zy-page zy-cpage zy-course zy-course--${device}${device === 'mobile' ? ' zy-cpage--mobile' : ''}`} data-testid="page-course">
      {id ? <CourseSeries key={id} courseId={id} /> : <CourseList />}
    </div>
  );
}
