import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `materialTemplate`: its content arrives with a later issue. */
export default function MaterialTemplatePage() {
  return <ComingSoon name="materialTemplate" />;
}
