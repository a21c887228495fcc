import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Mobile route `menuDetail/{id}`: a topic page; the id names the desktop feature it stands for. */
export default function MenuDetailPage() {
  const { id } = useParams();
  return <ComingSoon name="menuDetail" topic={id} />;
}
