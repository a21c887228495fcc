import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `strongBaseCooperationDetail`: its content arrives with a later issue. */
export default function StrongBaseCooperationDetailPage() {
  return <ComingSoon name="strongBaseCooperationDetail" />;
}
