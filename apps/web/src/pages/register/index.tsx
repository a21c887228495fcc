import { useNavigate } from 'react-router';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /register: sign up, log in, then /register-result. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <PublicShell name="register">
      <AuthPanel view="register" onSwitch={(view) => navigate(`/${view}`)} onDone={() => navigate('/register-result', { replace: true })} />
    </PublicShell>
  );
}
