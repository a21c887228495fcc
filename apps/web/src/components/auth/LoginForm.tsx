import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { login, smsLogin, type LoginFailure } from '../../api/auth.ts';
import { initCaptcha, sendLoginSms } from '../../api/captcha.ts';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { finishLogin } from './finishLogin.ts';
import { formRules } from './rules.ts';
import { useRegisterOptions } from './useRegisterOptions.ts';
import { SocialLogin } from './SocialLogin.tsx';
import type { AuthView } from '../../stores/login.ts';

interface PasswordValues {
  username: string;
  password: string;
  code?: string;
  saveLogin: boolean;
}

interface SmsValues {
  mobile: string;
  code: string;
  saveLogin: boolean;
}

export interface AuthFormProps {
  /** Called after a successful login with the page the visitor wanted (or null). */
  onDone(wantedPath: string | null): void;
  onSwitch(view: AuthView): void;
}

/** Password login (with the image captcha when the server asks for it) and SMS login. */
export function LoginForm({ onDone, onSwitch }: AuthFormProps) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [smsForm] = Form.useForm<SmsValues>();
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  // No SMS at all on this install: no SMS login to offer (issue 16 item 3).
  const smsOff = useRegisterOptions()?.smsCode === 'off';
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaId, setCaptchaId] = useState<string | null>(null);

  const refreshCaptcha = async () => {
    passwordForm.setFieldValue('code', '');
    try {
      const answer = await initCaptcha();
      setCaptchaId(answer.success ? answer.result : null);
    } catch {
      setCaptchaId(null);
    }
  };

  const done = async (token: string) => {
    const wanted = await finishLogin(token);
    feedback.success(t('auth.loginSuccess'));
    onDone(wanted);
  };

  const submitPassword = async (values: PasswordValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await login({
        username: values.username.trim(),
        password: values.password,
        saveLogin: Boolean(values.saveLogin),
        ...(captchaRequired && captchaId ? { captchaId, code: values.code?.trim() } : {}),
      });
      if (answer.success && typeof answer.result === 'string') {
        await done(answer.result);
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
      setSubmitting(false);
    }
  };

  const submitSms = async (values: SmsValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await smsLogin({ mobile: values.mobile, code: values.code.trim(), saveLogin: Boolean(values.saveLogin) });
      if (answer.success && typeof answer.result === 'string') await done(answer.result);
      else setError(answer.message || t('auth.loginFailed'));
    } catch (err) {
      setError(errorMessage(err, t('auth.loginFailed')));
    } finally {
      setSubmitting(false);
    }
  };

  const alert = error ? <Alert className="zy-auth__error" type="error" showIcon message={error} data-testid="login-error" /> : null;

  const footer = (
    <div className="zy-auth__links">
      <span>
        {t('auth.noAccount')}
        <Button type="link" size="small" onClick={() => onSwitch('register')} data-testid="to-register">
          {t('auth.toRegister')}
        </Button>
      </span>
    </div>
  );

  const passwordPane = (
    <Form
      form={passwordForm}
      name="loginPassword"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submitPassword}
      initialValues={{ saveLogin: false }}
    >
      <Form.Item name="username" rules={rules.account}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.loginPassword}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      {captchaRequired && <CaptchaField captchaId={captchaId} onRefresh={refreshCaptcha} />}
      <div className="zy-auth__row">
        <Form.Item name="saveLogin" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.remember')}</Checkbox>
        </Form.Item>
        <Button type="link" size="small" onClick={() => onSwitch('reset')}>
          {t('auth.forgot')}
        </Button>
      </div>
      {alert}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('auth.submit')}
      </Button>
    </Form>
  );

  const smsPane = (
    <Form form={smsForm} name="loginSms" layout="vertical" size="large" requiredMark={false} onFinish={submitSms} initialValues={{ saveLogin: false }}>
      <Form.Item name="mobile" rules={rules.mobile}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.mobile')} maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="sms-mobile" />
      </Form.Item>
      <Form.Item name="code" rules={rules.code}>
        <Input
          prefix={<SafetyOutlined />}
          placeholder={t('auth.smsCode')}
          data-testid="sms-code"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          suffix={
            <SendCodeButton
              target={() =>
                smsForm.validateFields(['mobile']).then(
                  (v) => v.mobile,
                  () => null,
                )
              }
              send={sendLoginSms}
            />
          }
        />
      </Form.Item>
      <div className="zy-auth__row">
        <Form.Item name="saveLogin" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.remember')}</Checkbox>
        </Form.Item>
      </div>
      {alert}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="sms-submit">
        {t('auth.submit')}
      </Button>
    </Form>
  );

  return (
    <div className="zy-auth__form">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as 'password' | 'sms');
          setError(null);
        }}
        centered
        items={[
          { key: 'password', label: t('auth.passwordTab'), children: passwordPane },
          ...(smsOff ? [] : [{ key: 'sms', label: <span data-testid="login-tab-sms">{t('auth.smsTab')}</span>, children: smsPane }]),
        ]}
      />
      <SocialLogin />
      {footer}
    </div>
  );
}
