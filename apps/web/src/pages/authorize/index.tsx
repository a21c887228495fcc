import { useState } from 'react';
import { Alert, Avatar, Button, Form, Input, Result, Spin } from 'antd';
import { CheckCircleOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import {
  Avatar as MobileAvatar,
  Button as MobileButton,
  ErrorBlock,
  Form as MobileForm,
  Input as MobileInput,
  List,
  NoticeBar,
  SpinLoading,
} from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OidcInteractionView } from '@zhiyuan/shared';
import { captchaImageUrl } from '../../api/captcha.ts';
import { CaptchaField } from '../../components/auth/CaptchaField.tsx';
import { formRules } from '../../components/auth/rules.ts';
import { PublicShell } from '../../components/PublicShell.tsx';
import { useDevice } from '../../device.ts';
import { useAuthorize, type AuthorizeLogin, type AuthorizeState } from './useAuthorize.ts';
import './authorize.css';

/**
 * /authorize?uid=…: single sign-on (issue 35). A site sent the user here through our OpenID
 * Connect provider; the page shows the site and what it asks for, logs the user in when nobody is
 * (a signed-in user only confirms), and on 同意并继续 or 拒绝 sends the browser back to the site.
 * antd on the desktop, antd-mobile on the phone.
 */
export default function AuthorizePage() {
  const [params] = useSearchParams();
  const state = useAuthorize(params.get('uid') ?? '');
  const device = useDevice();
  return (
    <PublicShell name="authorize">
      <div className="zy-authorize" data-testid="authorize-page">
        {device === 'mobile' ? <MobileAuthorize state={state} /> : <DesktopAuthorize state={state} />}
      </div>
    </PublicShell>
  );
}

/** The site: logo, name, home page. */
function ClientHead({ client }: { client: OidcInteractionView['client'] }) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="zy-authorize__client">
      {client.logo && !logoFailed ? (
        <img className="zy-authorize__logo" src={client.logo} alt="" width={56} height={56} onError={() => setLogoFailed(true)} />
      ) : (
        <SafetyCertificateOutlined className="zy-authorize__logo zy-authorize__logo--none" />
      )}
      <h1 data-testid="authorize-client">{t('authorize.asks', { client: client.name })}</h1>
      {client.homeUri ? (
        <a href={client.homeUri} target="_blank" rel="noopener noreferrer nofollow" className="zy-authorize__home">
          {t('authorize.homePage')}: {client.homeUri}
        </a>
      ) : null}
    </div>
  );
}

/** The scopes in words: what agreeing gives the site, and what the user agreed to before. */
function ScopeWords({ view, mobile }: { view: OidcInteractionView; mobile?: boolean }) {
  const { t } = useTranslation();
  const word = (scope: string) => t(`authorize.scope.${scope}`, { defaultValue: scope });
  if (mobile)
    return (
      <>
        <List header={t(view.scopes.length ? 'authorize.willGet' : 'authorize.nothingNew')} data-testid="authorize-scopes">
          {view.scopes.map((s) => (
            <List.Item key={s} prefix={<CheckCircleOutlined />}>
              {word(s)}
            </List.Item>
          ))}
        </List>
        {view.granted.length ? <p className="zy-authorize__granted">{`${t('authorize.alreadyGranted')} ${view.granted.map(word).join('、')}`}</p> : null}
      </>
    );
  return (
    <div className="zy-authorize__scopes" data-testid="authorize-scopes">
      <p>{t(view.scopes.length ? 'authorize.willGet' : 'authorize.nothingNew')}</p>
      <ul>
        {view.scopes.map((s) => (
          <li key={s}>
            <CheckCircleOutlined /> {word(s)}
          </li>
        ))}
      </ul>
      {view.granted.length ? <p className="zy-authorize__granted">{`${t('authorize.alreadyGranted')} ${view.granted.map(word).join('、')}`}</p> : null}
    </div>
  );
}

function DesktopAuthorize({ state }: { state: AuthorizeState }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const navigate = useNavigate();
  const { view } = state;
  if (state.fatal)
    return (
      <Result
        status="warning"
        title={t('authorize.failed')}
        subTitle={state.fatal}
        extra={
          <Button type="primary" onClick={() => navigate('/index')}>
            {t('authorize.backHome')}
          </Button>
        }
      />
    );
  if (!view || state.leaving)
    return (
      <Spin tip={view ? t('authorize.returning', { client: view.client.name }) : undefined} size="large">
        <div style={{ minHeight: 200 }} />
      </Spin>
    );
  return (
    <>
      <ClientHead client={view.client} />
      {state.showLogin ? (
        <Form<AuthorizeLogin> layout="vertical" size="large" requiredMark={false} onFinish={(v) => void state.login(v)}>
          <p className="zy-authorize__hint">{t('authorize.loginFirst')}</p>
          <Form.Item name="username" rules={rules.account}>
            <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" data-testid="authorize-username" />
          </Form.Item>
          <Form.Item name="password" rules={rules.loginPassword}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="current-password" data-testid="authorize-password" />
          </Form.Item>
          {state.captchaRequired && <CaptchaField captchaId={state.captchaId} onRefresh={() => void state.refreshCaptcha()} testId="authorize-captcha" />}
          <Button type="primary" htmlType="submit" block loading={state.busy} data-testid="authorize-login">
            {t('authorize.login')}
          </Button>
        </Form>
      ) : view.user ? (
        <div className="zy-authorize__user" data-testid="authorize-user">
          <Avatar src={view.user.avatar || undefined} icon={<UserOutlined />} />
          <span>{t('authorize.signedInAs', { name: view.user.nickname })}</span>
          {state.switchAccount ? (
            <Button type="link" size="small" onClick={state.switchAccount}>
              {t('authorize.otherAccount')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ScopeWords view={view} />
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} data-testid="authorize-error" />}
      <div className="zy-authorize__actions">
        <Button size="large" onClick={() => void state.deny()} disabled={state.busy} data-testid="authorize-deny">
          {t('authorize.deny')}
        </Button>
        <Button
          type="primary"
          size="large"
          onClick={() => void state.confirm()}
          disabled={state.showLogin}
          loading={state.busy}
          data-testid="authorize-confirm"
        >
          {t('authorize.confirm')}
        </Button>
      </div>
    </>
  );
}

function MobileAuthorize({ state }: { state: AuthorizeState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { view } = state;
  if (state.fatal)
    return (
      <ErrorBlock status="default" title={t('authorize.failed')} description={state.fatal}>
        <MobileButton color="primary" onClick={() => navigate('/index')}>
          {t('authorize.backHome')}
        </MobileButton>
      </ErrorBlock>
    );
  if (!view || state.leaving)
    return (
      <div className="zy-authorize__waiting">
        <SpinLoading color="primary" />
        {view ? <p>{t('authorize.returning', { client: view.client.name })}</p> : null}
      </div>
    );
  return (
    <>
      <ClientHead client={view.client} />
      {state.showLogin ? (
        <MobileForm
          layout="horizontal"
          mode="card"
          onFinish={(v: AuthorizeLogin) => void state.login(v)}
          footer={
            <MobileButton block type="submit" color="primary" size="large" loading={state.busy} data-testid="authorize-login">
              {t('authorize.login')}
            </MobileButton>
          }
        >
          <MobileForm.Header>{t('authorize.loginFirst')}</MobileForm.Header>
          <MobileForm.Item name="username" rules={[{ required: true, whitespace: true, message: t('auth.rule.accountRequired') }]}>
            <MobileInput placeholder={t('auth.username')} autoComplete="username" clearable data-testid="authorize-username" />
          </MobileForm.Item>
          <MobileForm.Item name="password" rules={[{ required: true, message: t('auth.rule.passwordRequired') }]}>
            <MobileInput type="password" placeholder={t('auth.password')} autoComplete="current-password" data-testid="authorize-password" />
          </MobileForm.Item>
          {state.captchaRequired ? (
            <MobileForm.Item
              name="code"
              rules={[{ required: true, whitespace: true, message: t('auth.rule.captchaRequired') }]}
              extra={
                <button type="button" className="zy-captcha" onClick={() => void state.refreshCaptcha()} title={t('auth.captchaRefresh')}>
                  {state.captchaId ? <img src={captchaImageUrl(state.captchaId)} alt={t('auth.captcha')} /> : <span>{t('auth.captchaLoadFailed')}</span>}
                </button>
              }
            >
              <MobileInput placeholder={t('auth.captcha')} maxLength={8} autoComplete="off" data-testid="authorize-captcha" />
            </MobileForm.Item>
          ) : null}
        </MobileForm>
      ) : view.user ? (
        <List>
          <List.Item
            prefix={<MobileAvatar src={view.user.avatar} style={{ '--size': '36px', '--border-radius': '50%' }} />}
            extra={
              state.switchAccount ? (
                <MobileButton size="mini" fill="none" color="primary" onClick={state.switchAccount}>
                  {t('authorize.otherAccount')}
                </MobileButton>
              ) : null
            }
            data-testid="authorize-user"
          >
            {t('authorize.signedInAs', { name: view.user.nickname })}
          </List.Item>
        </List>
      ) : null}
      <ScopeWords view={view} mobile />
      {state.error ? <NoticeBar color="error" content={state.error} wrap data-testid="authorize-error" /> : null}
      <div className="zy-authorize__actions zy-authorize__actions--mobile">
        <MobileButton
          block
          color="primary"
          size="large"
          onClick={() => void state.confirm()}
          disabled={state.showLogin}
          loading={state.busy}
          data-testid="authorize-confirm"
        >
          {t('authorize.confirm')}
        </MobileButton>
        <MobileButton block size="large" onClick={() => void state.deny()} disabled={state.busy} data-testid="authorize-deny">
          {t('authorize.deny')}
        </MobileButton>
      </div>
    </>
  );
}
