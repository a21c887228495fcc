import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `schoolTest`: its content arrives with a later issue. */
export default function SchoolTestPage() {
  return <ComingSoon name="schoolTest" />;
}
