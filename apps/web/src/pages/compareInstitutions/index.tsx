import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `compareInstitutions`: its content arrives with a later issue. */
export default function CompareInstitutionsPage() {
  return <ComingSoon name="compareInstitutions" />;
}
