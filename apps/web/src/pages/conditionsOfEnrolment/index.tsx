import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `conditionsOfEnrolment`: its content arrives with a later issue. */
export default function ConditionsOfEnrolmentPage() {
  return <ComingSoon name="conditionsOfEnrolment" />;
}
