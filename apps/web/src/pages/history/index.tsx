import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Route `history`: its content arrives with a later issue. */
export default function HistoryPage() {
  return <ComingSoon name="history" />;
}
