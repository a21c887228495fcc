import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `strongBase`: its content arrives with a later issue. */
export default function StrongBasePage() {
  return <ComingSoon name="strongBase" />;
}
