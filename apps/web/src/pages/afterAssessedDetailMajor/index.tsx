import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `afterAssessedDetailMajor`: its content arrives with a later issue. */
export default function AfterAssessedDetailMajorPage() {
  return <ComingSoon name="afterAssessedDetailMajor" />;
}
