import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `afterAssessedDetail`: its content arrives with a later issue. */
export default function AfterAssessedDetailPage() {
  return <ComingSoon name="afterAssessedDetail" />;
}
