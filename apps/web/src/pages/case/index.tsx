import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `case`: its content arrives with a later issue. */
export default function CasePage() {
  return <ComingSoon name="case" />;
}
