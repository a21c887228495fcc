import { useEffect, useState } from 'react';
import { Button, Input, Modal } from 'antd';
import type { Envelope } from '@zhiyuan/shared';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl, initCaptcha, type SendCaptcha } from '../../api/captcha.ts';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';

const COUNTDOWN_SECONDS = 60;

const wantsCaptcha = (answer: Envelope<unknown>) =>
  typeof answer.result === 'object' && answer.result !== null && (answer.result as { captchaRequired?: boolean }).captchaRequired === true;

/**
 * Sends an SMS / e-mail code. `target` validates and returns the mobile or e-mail (or null when
 * the field is invalid); the server's message is shown either way. When the server asks for
 * an image captcha (many sends from one network) a small dialog asks for it and sends again.
 */
export function SendCodeButton({
  target,
  send,
}: {
  target: () => Promise<string | null>;
  send: (to: string, captcha?: SendCaptcha) => Promise<Envelope<unknown>>;
}) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const [captcha, setCaptcha] = useState<{ to: string; id: string | null; code: string } | null>(null);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const openCaptcha = async (to: string) => {
    const init = await initCaptcha().catch(() => null);
    setCaptcha({ to, id: init?.success ? init.result : null, code: '' });
  };

  const deliver = async (to: string, solved?: SendCaptcha) => {
    setSending(true);
    try {
      const answer = await send(to, solved);
      if (answer.success) {
        feedback.success(answer.message || t('auth.codeSent'));
        setSeconds(COUNTDOWN_SECONDS);
        setCaptcha(null);
      } else if (wantsCaptcha(answer)) {
        if (solved) feedback.error(answer.message);
        await openCaptcha(to);
      } else {
        feedback.error(answer.message || t('http.unknown'));
        setCaptcha(null);
      }
    } catch (error) {
      feedback.error(errorMessage(error, t('http.unknown')));
    } finally {
      setSending(false);
    }
  };

  const onClick = async () => {
    const to = await target();
    if (to) await deliver(to);
  };

  return (
    <>
      <Button className="zy-code-btn" onClick={onClick} loading={sending} disabled={seconds > 0} data-testid="send-code">
        {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.sendCode')}
      </Button>
      <Modal
        open={captcha !== null}
        title={t('accounts.captchaTitle')}
        okText={t('auth.sendCode')}
        width={340}
        destroyOnHidden
        confirmLoading={sending}
        okButtonProps={{ disabled: !captcha?.code.trim() || !captcha.id }}
        onCancel={() => setCaptcha(null)}
        onOk={() => captcha?.id && deliver(captcha.to, { captchaId: captcha.id, code: captcha.code.trim() })}
      >
        <p className="zy-accounts__hint">{t('accounts.captchaHint')}</p>
        <div className="zy-accounts__captcha">
          <Input
            value={captcha?.code ?? ''}
            maxLength={8}
            placeholder={t('auth.captcha')}
            onChange={(e) => setCaptcha((c) => (c ? { ...c, code: e.target.value } : c))}
            data-testid="send-captcha"
          />
          <button type="button" className="zy-captcha" onClick={() => captcha && openCaptcha(captcha.to)} title={t('auth.captchaRefresh')}>
            {captcha?.id ? <img src={captchaImageUrl(captcha.id)} alt={t('auth.captcha')} /> : <span>{t('auth.captchaLoadFailed')}</span>}
          </button>
        </div>
      </Modal>
    </>
  );
}
