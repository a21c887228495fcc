import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OidcInteractionView } from '@zhiyuan/shared';
import type { LoginFailure } from '../../api/auth.ts';
import { initCaptcha } from '../../api/captcha.ts';
import { errorMessage } from '../../api/http.ts';
import { interactionAbort, interactionConfirm, interactionLogin, interactionOf } from '../../api/oidc.ts';

export interface AuthorizeLogin {
  username: string;
  password: string;
  code?: string;
}

/**
 * The state of one sign-in on /authorize (single sign-on): the interaction read from the server,
 * the login when nobody is signed in (or the user picks another account), then 同意并继续 or 拒绝,
 * after which the browser leaves for the provider and back to the site. A user the site already
 * knows who granted everything asked before (or a site with auto-approval) goes on without a click.
 */
export function useAuthorize(uid: string) {
  const { t } = useTranslation();
  const [view, setView] = useState<OidcInteractionView | null>(null);
  const [fatal, setFatal] = useState<string | null>(uid ? null : t('authorize.missingUid'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!uid) return;
    interactionOf(uid)
      .then((answer) => (answer.success ? setView(answer.result) : setFatal(answer.message)))
      .catch((err: unknown) => setFatal(errorMessage(err, t('http.unknown'))));
  }, [uid, t]);

  const refreshCaptcha = useCallback(async () => {
    try {
      const answer = await initCaptcha();
      setCaptchaId(answer.success ? answer.result : null);
    } catch {
      setCaptchaId(null);
    }
  }, []);

  /** Sends the browser where the server said: through the provider, back to the site. */
  const leave = useCallback(
    async (call: () => ReturnType<typeof interactionConfirm>) => {
      setBusy(true);
      setError(null);
      try {
        const answer = await call();
        if (answer.success) {
          setLeaving(true);
          window.location.assign(answer.result.redirectTo);
          return;
        }
        setError(answer.message);
      } catch (err) {
        setError(errorMessage(err, t('http.unknown')));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const confirm = useCallback(() => leave(() => interactionConfirm(uid)), [leave, uid]);
  const deny = useCallback(() => leave(() => interactionAbort(uid)), [leave, uid]);

  const login = async (values: AuthorizeLogin) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await interactionLogin(uid, {
        username: values.username.trim(),
        password: values.password,
        ...(captchaRequired && captchaId ? { captchaId, code: values.code?.trim() } : {}),
      });
      if (answer.success && answer.result && 'uid' in answer.result) {
        setView(answer.result);
        setSwitching(false);
        setCaptchaRequired(false);
        return;
      }
      setError(answer.message || t('auth.loginFailed'));
      const failure = (answer.result ?? {}) as LoginFailure;
      if (failure.captchaRequired || captchaRequired) {
        setCaptchaRequired(true);
        await refreshCaptcha();
      }
    } catch (err) {
      setError(errorMessage(err, t('auth.loginFailed')));
    } finally {
      setBusy(false);
    }
  };

  const showLogin = !!view && (view.needsLogin || switching);
  // Nothing to ask: everything was granted before (remembered consent), or the site is auto-approved.
  const nothingToAsk = !!view && !showLogin && (view.scopes.length === 0 || view.autoApprove);
  useEffect(() => {
    if (!nothingToAsk || autoStarted.current) return;
    autoStarted.current = true;
    void confirm();
  }, [nothingToAsk, confirm]);

  return {
    view,
    fatal,
    error,
    busy,
    leaving: leaving || nothingToAsk,
    showLogin,
    captchaRequired,
    captchaId,
    refreshCaptcha,
    login,
    confirm,
    deny,
    /** 使用其他账号: the login form even though someone is signed in (only while a login is asked for). */
    switchAccount: view?.prompt === 'login' ? () => setSwitching(true) : undefined,
  };
}

export type AuthorizeState = ReturnType<typeof useAuthorize>;
