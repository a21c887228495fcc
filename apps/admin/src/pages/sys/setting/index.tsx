import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Card, Form, Input, InputNumber, Radio, Switch, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { getOutbox, getSetting, saveSetting, SECRET_MASK, type OutboxRow, type SettingKey } from '../../../services/accounts';
import { pagedRequest, valueEnum } from '../table';

const SCENES = ['login', 'register', 'reset', 'editMobile'] as const;
const PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;

/** One setting as a form: loaded masked, saved whole (a secret left as the mask is kept). */
function SettingForm({ name, children }: { name: SettingKey; children: (values: Record<string, unknown>) => React.ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editable = useAccess().can('sys:setting:edit');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) ?? {};
  useEffect(() => {
    getSetting<Record<string, unknown>>(name).then((v) => form.setFieldsValue(v)).catch(() => undefined);
  }, [name, form]);
  const save = async () => {
    setSaving(true);
    try {
      await form.validateFields();
      // Everything loaded, also the parts of providers not shown now, so switching keeps them.
      await saveSetting(name, form.getFieldsValue(true));
      void message.success(t('accountsAdmin.saved'));
      form.setFieldsValue(await getSetting<Record<string, unknown>>(name));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" disabled={!editable} style={{ maxWidth: 640 }} data-testid={`setting-${name}`}>
      {children(values)}
      <Button type="primary" loading={saving} onClick={() => void save()} disabled={!editable}>
        {t('accountsAdmin.save')}
      </Button>
    </Form>
  );
}

const secretProps = (t: (k: string) => string) => ({ placeholder: t('accountsAdmin.secretKept'), autoComplete: 'new-password' });

function SmsForm() {
  const { t } = useTranslation();
  const templates = (vendor: 'aliyun' | 'tencent') =>
    SCENES.map((s) => (
      <Form.Item key={s} name={[vendor, 'templates', s]} label={t(`accountsAdmin.scene.${s}`)}>
        <Input maxLength={60} />
      </Form.Item>
    ));
  return (
    <SettingForm name="sms">
      {(v) => (
        <>
          <Form.Item name="provider" label={t('accountsAdmin.provider')}>
            <Radio.Group options={['none', 'outbox', 'aliyun', 'tencent'].map((p) => ({ value: p, label: t(`accountsAdmin.providers.${p}`) }))} />
          </Form.Item>
          {v.provider === 'aliyun' && (
            <Card size="small" title={t('accountsAdmin.providers.aliyun')} style={{ marginBottom: 16 }}>
              <Form.Item name={['aliyun', 'accessKeyId']} label="AccessKey ID" rules={[{ required: true }]}><Input /></Form.Item>
              <Form.Item name={['aliyun', 'accessKeySecret']} label="AccessKey Secret" rules={[{ required: true }]}><Input.Password {...secretProps(t)} /></Form.Item>
              <Form.Item name={['aliyun', 'signName']} label={t('accountsAdmin.signName')} rules={[{ required: true }]}><Input maxLength={40} /></Form.Item>
              {templates('aliyun')}
            </Card>
          )}
          {v.provider === 'tencent' && (
            <Card size="small" title={t('accountsAdmin.providers.tencent')} style={{ marginBottom: 16 }}>
              <Form.Item name={['tencent', 'secretId']} label="SecretId" rules={[{ required: true }]}><Input /></Form.Item>
              <Form.Item name={['tencent', 'secretKey']} label="SecretKey" rules={[{ required: true }]}><Input.Password {...secretProps(t)} /></Form.Item>
              <Form.Item name={['tencent', 'sdkAppId']} label="SdkAppId" rules={[{ required: true }]}><Input maxLength={40} /></Form.Item>
              <Form.Item name={['tencent', 'signName']} label={t('accountsAdmin.signName')} rules={[{ required: true }]}><Input maxLength={40} /></Form.Item>
              <Form.Item name={['tencent', 'region']} label={t('accountsAdmin.region')}><Input placeholder="ap-guangzhou" maxLength={40} /></Form.Item>
              {templates('tencent')}
            </Card>
          )}
        </>
      )}
    </SettingForm>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  return (
    <SettingForm name="email">
      {(v) => (
        <>
          <Form.Item name="provider" label={t('accountsAdmin.provider')}>
            <Radio.Group options={['none', 'outbox', 'smtp'].map((p) => ({ value: p, label: t(`accountsAdmin.providers.${p}`) }))} />
          </Form.Item>
          {v.provider === 'smtp' && (
            <Card size="small" title="SMTP" style={{ marginBottom: 16 }}>
              <Form.Item name={['smtp', 'host']} label={t('accountsAdmin.host')} rules={[{ required: true }]}><Input placeholder="smtp.example.com" /></Form.Item>
              <Form.Item name={['smtp', 'port']} label={t('accountsAdmin.port')} rules={[{ required: true }]}><InputNumber min={1} max={65535} /></Form.Item>
              <Form.Item name={['smtp', 'secure']} label={t('accountsAdmin.secure')} valuePropName="checked"><Switch /></Form.Item>
              <Form.Item name={['smtp', 'username']} label={t('accountsAdmin.username')}><Input autoComplete="off" /></Form.Item>
              <Form.Item name={['smtp', 'password']} label={t('accountsAdmin.password')}><Input.Password {...secretProps(t)} /></Form.Item>
              <Form.Item name={['smtp', 'from']} label={t('accountsAdmin.from')}><Input placeholder="志愿通 <noreply@example.com>" /></Form.Item>
            </Card>
          )}
        </>
      )}
    </SettingForm>
  );
}

function SocialForm() {
  const { t } = useTranslation();
  return (
    <SettingForm name="social">
      {(v) => (
        <>
          <Form.Item name="publicOrigin" label={t('accountsAdmin.publicOrigin')} extra={t('accountsAdmin.publicOriginHelp')}>
            <Input placeholder="https://zhiyuan.example.com" />
          </Form.Item>
          {PLATFORMS.map((p) => {
            const on = (v[p] as { enabled?: boolean } | undefined)?.enabled;
            return (
              <Card key={p} size="small" style={{ marginBottom: 12 }} title={t(`accountsAdmin.platform.${p}`)}
                extra={<Form.Item name={[p, 'enabled']} valuePropName="checked" noStyle><Switch /></Form.Item>}>
                {on ? (
                  <>
                    <Form.Item name={[p, 'clientId']} label="Client ID / AppID" rules={[{ required: true }]}><Input /></Form.Item>
                    <Form.Item name={[p, 'clientSecret']} label="Client Secret / AppSecret" rules={[{ required: true }]}><Input.Password {...secretProps(t)} /></Form.Item>
                    <Form.Item name={[p, 'scope']} label="Scope"><Input /></Form.Item>
                    <Typography.Text type="secondary">{t('accountsAdmin.callback', { url: `${String(v.publicOrigin || window.location.origin)}/api/social/${p}/callback` })}</Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('accountsAdmin.platformOff')}</Typography.Text>
                )}
                {/* Endpoint overrides stay as stored (testing / private gateways). */}
                <Form.Item name={[p, 'authorizeUrl']} hidden><Input /></Form.Item>
                <Form.Item name={[p, 'tokenUrl']} hidden><Input /></Form.Item>
                <Form.Item name={[p, 'userInfoUrl']} hidden><Input /></Form.Item>
              </Card>
            );
          })}
        </>
      )}
    </SettingForm>
  );
}

function Outbox() {
  const { t } = useTranslation();
  const columns: ProColumns<OutboxRow>[] = [
    { title: t('accountsAdmin.outbox.channel'), dataIndex: 'channel', width: 90, valueType: 'select', valueEnum: valueEnum([{ value: 'sms', label: t('accountsAdmin.outbox.sms') }, { value: 'email', label: t('accountsAdmin.outbox.email') }]), render: (_, r) => <Tag bordered={false}>{r.channel === 'sms' ? t('accountsAdmin.outbox.sms') : t('accountsAdmin.outbox.email')}</Tag> },
    { title: t('accountsAdmin.outbox.recipient'), dataIndex: 'recipient', width: 200 },
    { title: t('accountsAdmin.outbox.scene'), dataIndex: 'scene', width: 110, search: false, render: (_, r) => t(`accountsAdmin.scene.${r.scene}`, { defaultValue: r.scene }) },
    { title: t('accountsAdmin.outbox.body'), dataIndex: 'body', search: false, ellipsis: true },
    { title: t('accountsAdmin.outbox.time'), dataIndex: 'createTime', search: false, width: 170 },
  ];
  return (
    <ProTable<OutboxRow>
      rowKey="id"
      columns={columns}
      cardBordered={false}
      search={{ labelWidth: 'auto' }}
      headerTitle={t('accountsAdmin.outbox.hint')}
      pagination={{ defaultPageSize: 10 }}
      request={pagedRequest(getOutbox)}
    />
  );
}

/** 系统配置: SMS and e-mail delivery, social login clients, and the development outbox. */
export default function SettingPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const items = [
    { key: 'sms', label: t('accountsAdmin.tabs.sms'), children: <SmsForm /> },
    { key: 'email', label: t('accountsAdmin.tabs.email'), children: <EmailForm /> },
    { key: 'social', label: t('accountsAdmin.tabs.social'), children: <SocialForm /> },
    ...(access.can('sys:setting:outbox') ? [{ key: 'outbox', label: t('accountsAdmin.tabs.outbox'), children: <Outbox /> }] : []),
  ];
  return (
    <div className="card-tabs" data-testid="setting-page">
      <Tabs destroyOnHidden items={items} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('accountsAdmin.maskNote', { mask: SECRET_MASK })}</Typography.Paragraph>
    </div>
  );
}
