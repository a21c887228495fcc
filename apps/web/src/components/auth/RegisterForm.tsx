import { useState } from 'react';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { GiftOutlined, LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { login, register, type LoginFailure } from '../../api/auth.ts';
import { initCaptcha, sendRegisterSms } from '../../api/captcha.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { finishLogin } from './finishLogin.ts';
import { clearInvite, pendingInvite } from '../../invite.ts';
import { formRules } from './rules.ts';
import { useRegisterOptions } from './useRegisterOptions.ts';
import './accounts.css';
import type { AuthFormProps } from './LoginForm.tsx';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  code?: string;
  captchaCode?: string;
  inviteCode?: string;
}

const wantsCaptcha = (result: unknown) => typeof result === 'object' && result !== null && (result as LoginFailure).captchaRequired === true;

/** The links to the terms and the privacy policy (new tab: the form keeps what was typed). */
export function AgreementLine() {
  const { t } = useTranslation();
  return (
    <div className="zy-auth__agree" data-testid="register-agree">
      <p>
        {t('signup.agreeBefore')}
        <a href="#/agreement" target="_blank" rel="noopener" data-testid="link-agreement">
          {t('signup.agreementLink')}
        </a>
        {t('signup.agreeAnd')}
        <a href="#/privacy" target="_blank" rel="noopener" data-testid="link-privacy">
          {t('signup.privacyLink')}
        </a>
        {t('signup.agreeAfter')}
      </p>
      <p data-testid="register-guardian">{t('signup.guardian')}</p>
    </div>
  );
}

/**
 * POST /auth/register, then logs the new user in. With a real SMS provider the code sent to the
 * mobile is required; without one (none, or the development outbox) the account is made with the
 * mobile unverified, and the image captcha is asked for when the server wants it.
 */
export function RegisterForm({ onDone, onSwitch }: AuthFormProps) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const options = useRegisterOptions();
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  // When the server could not be asked, the form stays as strict as a real provider needs.
  const sms = options === null ? 'required' : options?.smsCode;

  const refreshCaptcha = async () => {
    form.setFieldValue('captchaCode', '');
    try {
      const answer = await initCaptcha();
      setCaptchaId(answer.success ? answer.result : null);
    } catch {
      setCaptchaId(null);
    }
  };

  const [invite, setInvite] = useState(() => pendingInvite());
  const [inviteOpen, setInviteOpen] = useState(() => Boolean(pendingInvite()));

  const submit = async ({ username, password, mobile, code, captchaCode, inviteCode }: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const typed = code?.trim();
      const created = await register({
        username: username.trim(),
        password,
        mobile,
        ...(typed ? { code: typed } : {}),
        ...(!typed && captchaRequired && captchaId ? { captchaId, captchaCode: captchaCode?.trim() } : {}),
        ...(inviteCode?.trim() ? { inviteCode: inviteCode.trim() } : {}),
      });
      if (!created.success) {
        setError(created.message);
        if (wantsCaptcha(created.result) || captchaRequired) {
          setCaptchaRequired(true);
          await refreshCaptcha();
        }
        return;
      }
      clearInvite();
      setInvite(null);
      feedback.success(t(typed ? 'auth.registerSuccess' : 'signup.registeredUnverified'));
      const answer = await login({ username: username.trim(), password, saveLogin: false });
      if (answer.success && typeof answer.result === 'string') {
        onDone(await finishLogin(answer.result));
      } else {
        setError(answer.message);
        onSwitch('login');
      }
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setSubmitting(false);
    }
  };

  if (options === undefined) {
    return (
      <div className="zy-auth__form zy-auth__loading">
        <Spin />
      </div>
    );
  }

  return (
    <div className="zy-auth__form">
      <Form form={form} name="register" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        <Form.Item name="username" rules={rules.username}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.usernamePlaceholder')} autoComplete="username" maxLength={16} data-testid="register-username" />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('auth.password')}
            autoComplete="new-password"
            maxLength={20}
            data-testid="register-password"
          />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('auth.confirmPassword')}
            autoComplete="new-password"
            maxLength={20}
            data-testid="register-confirm"
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          rules={rules.mobile}
          extra={
            sms === 'required' ? undefined : (
              <span data-testid="register-unverified">{t(sms === 'optional' ? 'signup.mobileUnverifiedOptional' : 'signup.mobileUnverified')}</span>
            )
          }
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('auth.mobile')}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            data-testid="register-mobile"
          />
        </Form.Item>
        {sms !== 'off' && (
          <Form.Item name="code" rules={sms === 'required' ? rules.code : []} extra={sms === 'optional' ? t('signup.outboxHint') : undefined}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={sms === 'optional' ? t('signup.smsCodeOptional') : t('auth.smsCode')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="register-code"
              suffix={
                <SendCodeButton
                  target={() =>
                    form.validateFields(['mobile']).then(
                      (v) => v.mobile,
                      () => null,
                    )
                  }
                  send={sendRegisterSms}
                />
              }
            />
          </Form.Item>
        )}
        {sms !== 'required' && captchaRequired && (
          <CaptchaField name="captchaCode" testId="register-captcha" captchaId={captchaId} onRefresh={() => void refreshCaptcha()} />
        )}
        {inviteOpen ? (
          <Form.Item name="inviteCode" initialValue={invite ?? ''} extra={invite ? t('signup.invitedBy') : undefined}>
            <Input prefix={<GiftOutlined />} placeholder={t('signup.inviteCode')} maxLength={20} data-testid="register-invite" />
          </Form.Item>
        ) : (
          <Button type="link" size="small" className="zy-auth__invite-toggle" onClick={() => setInviteOpen(true)}>
            {t('signup.haveInvite')}
          </Button>
        )}
        {error && <Alert className="zy-auth__error" type="error" showIcon message={error} data-testid="register-error" />}
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('auth.registerSubmit')}
        </Button>
        <AgreementLine />
      </Form>
      <div className="zy-auth__links">
        <span>
          {t('auth.haveAccount')}
          <Button type="link" size="small" onClick={() => onSwitch('login')}>
            {t('auth.toLogin')}
          </Button>
        </span>
      </div>
    </div>
  );
}
