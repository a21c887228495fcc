import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `informationDetail`: its content arrives with a later issue. */
export default function InformationDetailPage() {
  return <ComingSoon name="informationDetail" />;
}
