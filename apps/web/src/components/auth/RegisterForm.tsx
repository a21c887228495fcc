import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { login, register } from '../../api/auth.ts';
import { sendRegisterSms } from '../../api/captcha.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';
import { finishLogin } from './finishLogin.ts';
import { formRules } from './rules.ts';
import type { AuthFormProps } from './LoginForm.tsx';

interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  mobile: string;
  code: string;
}

/** POST /auth/register with the SMS code sent to the mobile, then logs the new user in. */
export function RegisterForm({ onDone, onSwitch }: AuthFormProps) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ username, password, mobile, code }: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const created = await register({ username: username.trim(), password, mobile, code: code.trim() });
      if (!created.success) {
        setError(created.message);
        return;
      }
      feedback.success(t('auth.registerSuccess'));
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

  return (
    <div className="zy-auth__form">
      <Form form={form} name="register" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
        <Form.Item name="username" rules={rules.username}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.usernamePlaceholder')} autoComplete="username" maxLength={16} data-testid="register-username" />
        </Form.Item>
        <Form.Item name="password" rules={rules.password}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="new-password" maxLength={20} data-testid="register-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.confirmPassword')} autoComplete="new-password" maxLength={20} data-testid="register-confirm" />
        </Form.Item>
        <Form.Item name="mobile" rules={rules.mobile}>
          <Input prefix={<MobileOutlined />} placeholder={t('auth.mobile')} maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="register-mobile" />
        </Form.Item>
        <Form.Item name="code" rules={rules.code}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('auth.smsCode')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="register-code"
            suffix={<SendCodeButton target={() => form.validateFields(['mobile']).then((v) => v.mobile, () => null)} send={sendRegisterSms} />}
          />
        </Form.Item>
        {error && <Alert className="zy-auth__error" type="error" showIcon message={error} />}
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('auth.registerSubmit')}
        </Button>
        <p className="zy-auth__agree">{t('auth.agree')}</p>
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
