import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { LinkOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { relate, relateCard, type RelateCard } from '../../api/accounts.ts';
import { errorMessage } from '../../api/http.ts';
import { finishLogin } from '../../components/auth/finishLogin.ts';
import { formRules } from '../../components/auth/rules.ts';
import { SOCIAL_ICONS } from '../../components/auth/SocialLogin.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { feedback } from '../../feedback.ts';
import { useLoginStore } from '../../stores/login.ts';
import '../../components/auth/accounts.css';

/**
 * /relate: a social identity nobody has bound yet (?relateKey= from the social callback) is
 * bound to an existing account, by logging in to it or to the account already logged in.
 */
export default function RelatePage() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const relateKey = params.get('relateKey') ?? '';
  const isLogin = useLoginStore((s) => s.isLogin);
  const user = useLoginStore((s) => s.userInfo);
  const [card, setCard] = useState<RelateCard | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!relateKey) {
      setLoading(false);
      return;
    }
    relateCard(relateKey)
      .then((a) => (a.success ? setCard(a.result) : setError(a.message)))
      .catch((err) => setError(errorMessage(err, t('http.unknown'))))
      .finally(() => setLoading(false));
  }, [relateKey, t]);

  const submit = async (values: { username?: string; password?: string }, current = false) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await relate(current ? { relateKey, isLogin: true } : { relateKey, username: values.username?.trim(), password: values.password });
      if (!answer.success) {
        setError(answer.message);
        return;
      }
      feedback.success(t('accounts.relate.done'));
      const wanted = typeof answer.result === 'string' ? await finishLogin(answer.result) : null;
      navigate(current ? '/personalCenter?tab=bind' : (wanted ?? '/index'), { replace: true });
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (loading) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (!card) {
    body = (
      <Result
        icon={<LinkOutlined className="zy-public__icon" />}
        title={t('accounts.relate.title')}
        subTitle={error ?? t('accounts.relate.expired')}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('accounts.qr.usePassword')}
          </Button>
        }
      />
    );
  } else {
    const Icon = SOCIAL_ICONS[card.platform];
    body = (
      <div className="zy-relate" data-testid="relate-form">
        <h1>{t('accounts.relate.title')}</h1>
        <div className="zy-relate__card">
          {card.avatar ? <img src={card.avatar} alt="" width={36} height={36} style={{ borderRadius: '50%' }} /> : <Icon />}
          <div>
            <div style={{ fontWeight: 600 }}>{card.username}</div>
            <div style={{ color: 'rgba(0,0,0,.45)', fontSize: 13 }}>{t(`accounts.platform.${card.platform}`)}</div>
          </div>
        </div>
        <p className="zy-accounts__hint">{t('accounts.relate.desc', { platform: t(`accounts.platform.${card.platform}`) })}</p>
        {isLogin && user ? (
          <Button block size="large" style={{ marginBottom: 16 }} loading={busy} onClick={() => void submit({}, true)}>
            {t('accounts.relate.bindCurrent', { name: user.nickname || user.username })}
          </Button>
        ) : null}
        <Form layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
          <Form.Item name="username" rules={rules.account}>
            <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" rules={rules.loginPassword}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="current-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('accounts.relate.submit')}
          </Button>
        </Form>
        <Button type="link" block onClick={() => navigate('/register')}>
          {t('accounts.relate.noAccount')}
        </Button>
      </div>
    );
  }
  return <PublicShell name="relate">{body}</PublicShell>;
}
