import { useEffect, useState } from 'react';
import { Button } from 'antd';
import type { Envelope } from '@zhiyuan/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';

const COUNTDOWN_SECONDS = 60;

/**
 * Sends an SMS / e-mail code. `target` validates and returns the mobile or e-mail (or null when
 * the field is invalid); the server's message is shown either way.
 */
export function SendCodeButton({ target, send }: { target: () => Promise<string | null>; send: (to: string) => Promise<Envelope<unknown>> }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const onClick = async () => {
    const to = await target();
    if (!to) return;
    setSending(true);
    try {
      const answer = await send(to);
      if (answer.success) {
        feedback.success(answer.message || t('auth.codeSent'));
        setSeconds(COUNTDOWN_SECONDS);
      } else {
        feedback.error(answer.message || t('http.unknown'));
      }
    } catch (error) {
      feedback.error(errorMessage(error, t('http.unknown')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className="zy-code-btn" onClick={onClick} loading={sending} disabled={seconds > 0} data-testid="send-code">
      {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.sendCode')}
    </Button>
  );
}
