import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { socialToken } from '../../api/accounts.ts';
import { errorMessage } from '../../api/http.ts';
import { AuthPanel } from '../../components/auth/AuthPanel.tsx';
import { finishLogin } from '../../components/auth/finishLogin.ts';
import { PublicShell } from '../../components/PublicShell.tsx';
import { STORAGE, readText } from '../../stores/storage.ts';

/**
 * /login: the login form as a page. Social logins come back here with a one-time `JWTKey`
 * (exchanged for the token) or a `socialError` message.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const jwtKey = params.get('JWTKey');
  const [error, setError] = useState<string | null>(params.get('socialError'));
  const [busy, setBusy] = useState(Boolean(jwtKey));
  const started = useRef(false);
  const goOn = (wanted: string | null) => navigate(wanted ?? readText(STORAGE.lastPath) ?? '/index', { replace: true });

  useEffect(() => {
    if (!jwtKey || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await socialToken(jwtKey);
        if (answer.success) {
          goOn(await finishLogin(answer.result));
          return;
        }
        setError(answer.message);
      } catch (err) {
        setError(errorMessage(err, t('http.unknown')));
      }
      setBusy(false);
    })();
  }, [jwtKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <PublicShell name="login">
      {error && <Alert type="error" showIcon message={error} style={{ maxWidth: 420, margin: '0 auto 12px' }} data-testid="social-error" />}
      {busy ? (
        <Spin tip={t('accounts.socialSigningIn')} size="large">
          <div style={{ minHeight: 200 }} />
        </Spin>
      ) : (
        <AuthPanel view="login" onSwitch={(view) => navigate(`/${view}`)} onDone={goOn} />
      )}
    </PublicShell>
  );
}
