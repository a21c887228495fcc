import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `information`: its content arrives with a later issue. */
export default function InformationPage() {
  return <ComingSoon name="information" />;
}
