import { useNavigate } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /reset: password reset by mobile or e-mail. */
export default function ResetPage() {
  const navigate = useNavigate();
  return (
    <PublicShell name="reset">
      <AuthPanel view="reset" onSwitch={(view) => navigate(`/${view}`)} onDone={() => navigate('/index')} />
    </PublicShell>
  );
}
