import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `testGuide`: its content arrives with a later issue. */
export default function TestGuidePage() {
  return <ComingSoon name="testGuide" />;
}
