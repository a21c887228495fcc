import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `expertIntroduction`: its content arrives with a later issue. */
export default function ExpertIntroductionPage() {
  return <ComingSoon name="expertIntroduction" />;
}
