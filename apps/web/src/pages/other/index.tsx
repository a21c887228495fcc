import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `other`: its content arrives with a later issue. */
export default function OtherPage() {
  return <ComingSoon name="other" />;
}
