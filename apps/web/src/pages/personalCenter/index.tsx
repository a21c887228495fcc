import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `personalCenter`: its content arrives with a later issue. */
export default function PersonalCenterPage() {
  return <ComingSoon name="personalCenter" />;
}
