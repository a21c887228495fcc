import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `afterAssessed`: its content arrives with a later issue. */
export default function AfterAssessedPage() {
  return <ComingSoon name="afterAssessed" />;
}
