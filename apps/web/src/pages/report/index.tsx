import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `report`: its content arrives with a later issue. */
export default function ReportPage() {
  return <ComingSoon name="report" />;
}
