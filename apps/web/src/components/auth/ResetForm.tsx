import { useState } from 'react';
import { Alert, Button, Form, Input, Spin, Tabs } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resetByEmail, resetByMobile } from '../../api/auth.ts';
import { sendResetEmail, sendResetSms } from '../../api/captcha.ts';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { formRules } from './rules.ts';
import { useRegisterOptions } from './useRegisterOptions.ts';
import './accounts.css';
import type { AuthView } from '../../stores/login.ts';

interface ResetValues {
  mobile?: string;
  email?: string;
  code: string;
  password: string;
  confirm: string;
}

type Channel = 'mobile' | 'email';

/**
 * Mobile or e-mail + code + new password (/auth/resetByMobile, /auth/resetByEmail), offering only
 * the ways that reach the user on this install (a real SMS provider, an SMTP server); otherwise
 * it says that an administrator resets the password.
 */
export function ResetForm({ onSwitch }: { onSwitch(view: AuthView): void }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const options = useRegisterOptions();
  const [form] = Form.useForm<ResetValues>();
  // Unknown (the server could not be asked): both, as before.
  const channels: Channel[] =
    options === undefined ? [] : (['mobile', 'email'] as const).filter((c) => !options || (c === 'mobile' ? options.resetByMobile : options.resetByEmail));
  const [picked, setChannel] = useState<Channel | null>(null);
  const channel: Channel = picked && channels.includes(picked) ? picked : (channels[0] ?? 'mobile');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer =
        channel === 'mobile'
          ? await resetByMobile({ mobile: values.mobile ?? '', code: values.code.trim(), password: values.password })
          : await resetByEmail({ email: values.email?.trim() ?? '', code: values.code.trim(), password: values.password });
      if (answer.success) {
        feedback.success(t('auth.resetSuccess'));
        onSwitch('login');
      } else {
        // e.g. 501: SMS / e-mail not configured yet
        setError(answer.message);
      }
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setSubmitting(false);
    }
  };

  const target = (field: Channel) => () =>
    form.validateFields([field]).then(
      (v) => (v[field] ?? '').trim() || null,
      () => null,
    );

  if (options === undefined) {
    return (
      <div className="zy-auth__form zy-auth__loading">
        <Spin />
      </div>
    );
  }

  const toLogin = (
    <div className="zy-auth__links">
      <Button type="link" size="small" onClick={() => onSwitch('login')}>
        {t('auth.toLogin')}
      </Button>
    </div>
  );

  if (channels.length === 0) {
    return (
      <div className="zy-auth__form">
        <Alert type="info" showIcon message={t('signup.resetByAdminTitle')} description={t('signup.resetByAdmin')} data-testid="reset-by-admin" />
        {toLogin}
      </div>
    );
  }

  return (
    <div className="zy-auth__form">
      {options && !options.resetByMobile && (
        <Alert className="zy-auth__note" type="info" showIcon message={t('signup.resetNoSms')} data-testid="reset-no-sms" />
      )}
      <Tabs
        activeKey={channel}
        centered
        onChange={(key) => {
          setChannel(key as Channel);
          setError(null);
          form.resetFields(['code']);
        }}
        items={channels.map((key) => ({ key, label: t(key === 'mobile' ? 'auth.byMobile' : 'auth.byEmail') }))}
      />
      <Form form={form} name="reset" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        {channel === 'mobile' ? (
          <Form.Item name="mobile" rules={rules.mobile}>
            <Input prefix={<MobileOutlined />} placeholder={t('auth.mobile')} maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        ) : (
          <Form.Item name="email" rules={rules.email}>
            <Input prefix={<MailOutlined />} placeholder={t('auth.email')} autoComplete="email" />
          </Form.Item>
        )}
        <Form.Item name="code" rules={rules.code}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={channel === 'mobile' ? t('auth.smsCode') : t('auth.emailCode')}
            maxLength={8}
            autoComplete="one-time-code"
            suffix={<SendCodeButton target={target(channel)} send={channel === 'mobile' ? sendResetSms : sendResetEmail} />}
          />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.newPassword')} autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.confirmPassword')} autoComplete="new-password" maxLength={20} />
        </Form.Item>
        {error && <Alert className="zy-auth__error" type="error" showIcon message={error} data-testid="reset-error" />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('auth.resetSubmit')}
        </Button>
      </Form>
      <p className="zy-auth__hint">{t('signup.resetAdminToo')}</p>
      {toLogin}
    </div>
  );
}
