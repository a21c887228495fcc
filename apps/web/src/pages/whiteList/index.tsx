import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `whiteList`: its content arrives with a later issue. */
export default function WhiteListPage() {
  return <ComingSoon name="whiteList" />;
}
