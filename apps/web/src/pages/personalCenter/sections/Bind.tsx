import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Spin } from 'antd';
import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bindInfo, changeMobile, editEmail, socialLoginUrl, unbindSocial, type BindInfo } from '../../../api/accounts.ts';
import { sendEditEmail, sendEditMobileSms } from '../../../api/captcha.ts';
import { errorMessage } from '../../../api/http.ts';
import { formRules } from '../../../components/auth/rules.ts';
import { SendCodeButton } from '../../../components/auth/SendCodeButton.tsx';
import { SOCIAL_ICONS } from '../../../components/auth/SocialLogin.tsx';
import { feedback } from '../../../feedback.ts';
import { useLoginStore } from '../../../stores/login.ts';
import { getToken } from '../../../stores/storage.ts';
import '../../../components/auth/accounts.css';

type Editing = 'mobile' | 'email' | null;

/** 账号绑定: mobile and e-mail (changed with a code) and the social accounts (bind / unbind). */
export default function BindSection() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const setUser = useLoginStore((s) => s.setUser);
  const [params, setParams] = useSearchParams();
  const [info, setInfo] = useState<BindInfo | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ target: string; code: string }>();

  const load = useCallback(() => {
    bindInfo()
      .then((a) => a.success && setInfo(a.result))
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  // Back from a social binding: say how it went, once.
  useEffect(() => {
    const bound = params.get('bound');
    const socialError = params.get('socialError');
    if (!bound && !socialError) return;
    if (bound) feedback.success(t('accounts.bind.boundOk'));
    if (socialError) feedback.error(socialError);
    setParams({ tab: 'bind' }, { replace: true });
  }, [params, setParams, t]);

  const save = async (values: { target: string; code: string }) => {
    setSaving(true);
    setError(null);
    try {
      const answer =
        editing === 'mobile' ? await changeMobile(values.target.trim(), values.code.trim()) : await editEmail(values.target.trim(), values.code.trim());
      if (!answer.success) {
        setError(answer.message);
        return;
      }
      setUser(answer.result);
      feedback.success(t('accounts.bind.saved'));
      setEditing(null);
      load();
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setSaving(false);
    }
  };

  const unbind = async (id: string) => {
    const answer = await unbindSocial(id);
    if (answer.success) {
      feedback.success(t('accounts.bind.unbound'));
      load();
    } else feedback.error(answer.message);
  };

  if (!info) return <Spin />;
  const open = (what: Editing) => {
    form.resetFields();
    setError(null);
    setEditing(what);
  };

  return (
    <div className="zy-acc-list" data-testid="pc-bind">
      <div className="zy-acc-row">
        <MobileOutlined className="zy-acc-row__icon" />
        <div className="zy-acc-row__main">
          <div className="zy-acc-row__title">{t('accounts.bind.mobile')}</div>
          <div className="zy-acc-row__sub" data-testid="bind-mobile">
            {info.mobile ?? t('accounts.bind.notBound')}
          </div>
          {info.mobile && info.mobileVerified === false ? (
            <div className="zy-acc-row__sub zy-muted" data-testid="bind-mobile-unverified">
              {t('accounts.bind.unverified')}
            </div>
          ) : null}
        </div>
        <Button onClick={() => open('mobile')}>{info.mobile ? t('accounts.bind.change') : t('accounts.bind.bindNow')}</Button>
      </div>
      <div className="zy-acc-row">
        <MailOutlined className="zy-acc-row__icon" />
        <div className="zy-acc-row__main">
          <div className="zy-acc-row__title">{t('accounts.bind.email')}</div>
          <div className="zy-acc-row__sub">{info.email ?? t('accounts.bind.notBound')}</div>
        </div>
        <Button onClick={() => open('email')}>{info.email ? t('accounts.bind.change') : t('accounts.bind.bindNow')}</Button>
      </div>
      <div className="zy-acc-section">{t('accounts.bind.social')}</div>
      {info.socials.map((s) => {
        const Icon = SOCIAL_ICONS[s.platform];
        const title = t(`accounts.platform.${s.platform}`);
        return (
          <div className="zy-acc-row" key={s.platform} data-testid={`bind-social-${s.platform}`}>
            <Icon className="zy-acc-row__icon" />
            <div className="zy-acc-row__main">
              <div className="zy-acc-row__title">{title}</div>
              <div className="zy-acc-row__sub">
                {s.bound ? t('accounts.bind.bound', { name: s.username ?? '' }) : s.enabled ? t('accounts.bind.notBound') : t('accounts.bind.notEnabled')}
              </div>
            </div>
            {s.bound && s.id ? (
              <Popconfirm title={t('accounts.bind.unbindConfirm', { platform: title })} onConfirm={() => void unbind(s.id!)}>
                <Button>{t('accounts.bind.unbind')}</Button>
              </Popconfirm>
            ) : (
              <Button type="primary" ghost disabled={!s.enabled} href={s.enabled ? socialLoginUrl(s.platform, getToken() ?? '') : undefined}>
                {t('accounts.bind.bindNow')}
              </Button>
            )}
          </div>
        );
      })}
      <Modal
        open={editing !== null}
        title={editing === 'mobile' ? t('accounts.bind.changeMobile') : t('accounts.bind.changeEmail')}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        width={400}
      >
        <Form form={form} layout="vertical" requiredMark={false} onFinish={save}>
          <Form.Item name="target" rules={editing === 'mobile' ? rules.mobile : rules.email}>
            <Input
              prefix={editing === 'mobile' ? <MobileOutlined /> : <MailOutlined />}
              placeholder={editing === 'mobile' ? t('accounts.bind.newMobile') : t('accounts.bind.newEmail')}
              maxLength={editing === 'mobile' ? 11 : 100}
            />
          </Form.Item>
          <Form.Item name="code" rules={rules.code}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={editing === 'mobile' ? t('auth.smsCode') : t('accounts.bind.emailCode')}
              maxLength={6}
              inputMode="numeric"
              suffix={
                <SendCodeButton
                  target={() =>
                    form.validateFields(['target']).then(
                      (v) => v.target.trim(),
                      () => null,
                    )
                  }
                  send={editing === 'mobile' ? sendEditMobileSms : sendEditEmail}
                />
              }
            />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" block loading={saving}>
            {t('accounts.personal.save')}
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
