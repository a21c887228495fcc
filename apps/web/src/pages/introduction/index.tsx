import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `introduction`: its content arrives with a later issue. */
export default function IntroductionPage() {
  return <ComingSoon name="introduction" />;
}
