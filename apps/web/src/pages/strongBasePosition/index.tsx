import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `strongBasePosition`: its content arrives with a later issue. */
export default function StrongBasePositionPage() {
  return <ComingSoon name="strongBasePosition" />;
}
