import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `course`: its content arrives with a later issue. */
export default function CoursePage() {
  return <ComingSoon name="course" />;
}
