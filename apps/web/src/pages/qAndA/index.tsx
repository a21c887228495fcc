import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `qAndA`: its content arrives with a later issue. */
export default function QAndAPage() {
  return <ComingSoon name="qAndA" />;
}
