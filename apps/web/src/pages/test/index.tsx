import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `test`: its content arrives with a later issue. */
export default function TestPage() {
  return <ComingSoon name="test" />;
}
