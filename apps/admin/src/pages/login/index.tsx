import { DatabaseOutlined, LockOutlined, SafetyCertificateOutlined, SafetyOutlined, ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../layout/HeaderActions';
import { Logo } from '../../layout/Logo';
import { captchaImageUrl, initCaptcha, login, type LoginFailure } from '../../services/auth';
import { ApiError } from '../../services/http';
import { useSession } from '../../stores/session';
import { loadSession } from '../../stores/session-loader';
import { HOME_PATH } from '../../stores/tabs';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  remember: boolean;
}

/** Only in-app paths are followed after login, never another origin. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : HOME_PATH;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = useSession((s) => s.token);
  const signIn = useSession((s) => s.signIn);
  const clear = useSession((s) => s.clear);
  const [form] = Form.useForm<LoginValues>();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captchaId, setCaptchaId] = useState<string>();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  if (token && !submitting) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;

  const refreshCaptcha = async () => {
    form.setFieldValue('code', '');
    try {
      setCaptchaId(await initCaptcha());
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const accessToken = await login({
        username: values.username.trim(),
        password: values.password,
        saveLogin: values.remember,
        ...(captchaRequired ? { captchaId, code: values.code?.trim() } : {}),
      });
      signIn(accessToken);
      await loadSession();
      void message.success(t('login.success'));
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(500, t('http.failed'));
      if (useSession.getState().token) clear();
      const needsCaptcha = (failure.result as LoginFailure | null)?.captchaRequired;
      if (needsCaptcha || captchaRequired) {
        setCaptchaRequired(true);
        await refreshCaptcha();
      }
      setError(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  const features = [
    { icon: <DatabaseOutlined />, title: t('login.featureData'), text: t('login.featureDataText') },
    { icon: <SafetyOutlined />, title: t('login.featureSecure'), text: t('login.featureSecureText') },
    { icon: <ThunderboltOutlined />, title: t('login.featureEfficient'), text: t('login.featureEfficientText') },
  ];

  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch className="login-lang-switch" />
      </div>
      <section className="login-hero">
        <div className="login-brand">
          <Logo size={44} />
          <div>
            <div className="login-brand-name">
              {t('app.name')} <span>{t('app.console')}</span>
            </div>
            <div className="login-brand-slogan">{t('app.slogan')}</div>
          </div>
        </div>
        <h1>{t('login.heroTitle')}</h1>
        <p>{t('login.heroText')}</p>
        <ul className="login-features">
          {features.map((f) => (
            <li key={f.title}>
              <span className="login-feature-icon">{f.icon}</span>
              <div>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h2>{t('login.title')}</h2>
          <p className="login-subtitle">{t('login.subtitle')}</p>
          {error && <Alert className="login-error" type="error" showIcon message={error} data-testid="admin-login-error" />}
          {captchaRequired && !error && <Alert className="login-error" type="warning" showIcon message={t('login.captchaNeeded')} />}
          <Form<LoginValues> form={form} size="large" layout="vertical" requiredMark={false} initialValues={{ remember: false }} onFinish={onFinish}>
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('login.usernamePlaceholder')} autoComplete="username" data-testid="admin-login-username" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                data-testid="admin-login-password"
              />
            </Form.Item>
            {captchaRequired && (
              <Form.Item label={t('login.captcha')} required>
                <div className="login-captcha">
                  <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                    <Input
                      prefix={<SafetyCertificateOutlined />}
                      placeholder={t('login.captchaPlaceholder')}
                      maxLength={8}
                      autoComplete="off"
                      data-testid="admin-login-captcha"
                    />
                  </Form.Item>
                  {captchaId && (
                    <img
                      src={captchaImageUrl(captchaId)}
                      alt={t('login.captcha')}
                      title={t('login.captchaRefresh')}
                      className="login-captcha-image"
                      onClick={() => void refreshCaptcha()}
                      data-testid="admin-login-captcha-image"
                    />
                  )}
                </div>
              </Form.Item>
            )}
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox data-testid="admin-login-remember">{t('login.remember')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="admin-login-submit">
              {t('login.submit')}
            </Button>
          </Form>
        </div>
        <div className="login-footer">{t('app.copyright', { year: new Date().getFullYear() })}</div>
      </section>
    </div>
  );
}
