import { useNavigate } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { STORAGE, readText } from '../../stores/storage.ts';

/** /login: the login form as a page. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <PublicShell name="login">
      <AuthPanel
        view="login"
        onSwitch={(view) => navigate(`/${view}`)}
        onDone={(wanted) => navigate(wanted ?? readText(STORAGE.lastPath) ?? '/index', { replace: true })}
      />
    </PublicShell>
  );
}
