import { Card, Form, Input, InputNumber, Radio, Select, Switch, Table, Typography } from 'antd';
import { ALIYUN_SMS_REGIONS, TENCENT_SMS_REGIONS } from '@zhiyuan/shared/vendor-endpoints';
import { useTranslation } from 'react-i18next';
import { SecretInput, SettingForm } from './setting-form';

const SCENES = ['login', 'register', 'reset', 'editMobile'] as const;
const PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;

/** The template code of each scene, as a table of inputs (the whole SMS setting is saved at once). */
function TemplateTable({ vendor }: { vendor: 'aliyun' | 'tencent' }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="scene"
      pagination={false}
      title={() => t('settingsAdmin.smsTemplates')}
      dataSource={SCENES.map((scene) => ({ scene }))}
      data-testid={`sms-templates-${vendor}`}
      columns={[
        { title: t('settingsAdmin.scene'), dataIndex: 'scene', width: 140, render: (s: string) => t(`accountsAdmin.scene.${s}`) },
        {
          title: t('settingsAdmin.templateCode'),
          dataIndex: 'scene',
          key: 'code',
          render: (s: string) => (
            <Form.Item name={[vendor, 'templates', s]} noStyle>
              <Input maxLength={60} placeholder={vendor === 'aliyun' ? 'SMS_123456789' : '1234567'} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}

export function SmsForm() {
  const { t } = useTranslation();
  return (
    <SettingForm name="sms" check="sms">
      {(v) => (
        <>
          <Form.Item name="provider" label={t('accountsAdmin.provider')}>
            <Radio.Group options={['none', 'outbox', 'aliyun', 'tencent'].map((p) => ({ value: p, label: t(`accountsAdmin.providers.${p}`) }))} />
          </Form.Item>
          {v.provider === 'aliyun' && (
            <Card size="small" title={t('accountsAdmin.providers.aliyun')} style={{ marginBottom: 16 }}>
              <Form.Item name={['aliyun', 'accessKeyId']} label="AccessKey ID" rules={[{ required: true }]}>
                <Input />
              </Form.Item>
              <Form.Item name={['aliyun', 'accessKeySecret']} label="AccessKey Secret" rules={[{ required: true }]}>
                <SecretInput setting="sms" path={['aliyun', 'accessKeySecret']} />
              </Form.Item>
              <Form.Item name={['aliyun', 'signName']} label={t('accountsAdmin.signName')} rules={[{ required: true }]}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name={['aliyun', 'endpoint']} label={t('settingsAdmin.regionPick')} extra={t('settingsAdmin.regionHelp')}>
                <Select
                  data-testid="sms-aliyun-region"
                  options={ALIYUN_SMS_REGIONS.map((r, i) => ({ value: i === 0 ? '' : r.endpoint, label: `${r.name} (${r.id})` }))}
                />
              </Form.Item>
              <TemplateTable vendor="aliyun" />
            </Card>
          )}
          {v.provider === 'tencent' && (
            <Card size="small" title={t('accountsAdmin.providers.tencent')} style={{ marginBottom: 16 }}>
              <Form.Item name={['tencent', 'secretId']} label="SecretId" rules={[{ required: true }]}>
                <Input />
              </Form.Item>
              <Form.Item name={['tencent', 'secretKey']} label="SecretKey" rules={[{ required: true }]}>
                <SecretInput setting="sms" path={['tencent', 'secretKey']} />
              </Form.Item>
              <Form.Item name={['tencent', 'sdkAppId']} label="SdkAppId" rules={[{ required: true }]}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name={['tencent', 'signName']} label={t('accountsAdmin.signName')} rules={[{ required: true }]}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name={['tencent', 'region']} label={t('accountsAdmin.region')} extra={t('settingsAdmin.regionHelp')}>
                <Select allowClear placeholder="ap-guangzhou" options={TENCENT_SMS_REGIONS.map((r) => ({ value: r.id, label: `${r.name} (${r.id})` }))} />
              </Form.Item>
              <TemplateTable vendor="tencent" />
            </Card>
          )}
        </>
      )}
    </SettingForm>
  );
}

export function EmailForm() {
  const { t } = useTranslation();
  return (
    <SettingForm name="email" check="email">
      {(v) => (
        <>
          <Form.Item name="provider" label={t('accountsAdmin.provider')}>
            <Radio.Group options={['none', 'outbox', 'smtp'].map((p) => ({ value: p, label: t(`accountsAdmin.providers.${p}`) }))} />
          </Form.Item>
          {v.provider === 'smtp' && (
            <Card size="small" title="SMTP" style={{ marginBottom: 16 }}>
              <Form.Item name={['smtp', 'host']} label={t('accountsAdmin.host')} rules={[{ required: true }]}>
                <Input placeholder="smtp.example.com" />
              </Form.Item>
              <Form.Item name={['smtp', 'port']} label={t('accountsAdmin.port')} rules={[{ required: true }]}>
                <InputNumber min={1} max={65535} />
              </Form.Item>
              <Form.Item name={['smtp', 'secure']} label={t('accountsAdmin.secure')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name={['smtp', 'username']} label={t('accountsAdmin.username')}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name={['smtp', 'password']} label={t('accountsAdmin.password')}>
                <SecretInput setting="email" path={['smtp', 'password']} />
              </Form.Item>
              <Form.Item name={['smtp', 'from']} label={t('accountsAdmin.from')}>
                <Input placeholder="志愿通 <noreply@example.com>" />
              </Form.Item>
            </Card>
          )}
        </>
      )}
    </SettingForm>
  );
}

export function SocialForm() {
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
              <Card
                key={p}
                size="small"
                style={{ marginBottom: 12 }}
                title={t(`accountsAdmin.platform.${p}`)}
                extra={
                  <Form.Item name={[p, 'enabled']} valuePropName="checked" noStyle>
                    <Switch />
                  </Form.Item>
                }
              >
                {on ? (
                  <>
                    <Form.Item name={[p, 'clientId']} label="Client ID / AppID" rules={[{ required: true }]}>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[p, 'clientSecret']} label="Client Secret / AppSecret" rules={[{ required: true }]}>
                      <SecretInput setting="social" path={[p, 'clientSecret']} />
                    </Form.Item>
                    <Form.Item name={[p, 'scope']} label="Scope">
                      <Input />
                    </Form.Item>
                    <Typography.Text type="secondary">
                      {t('accountsAdmin.callback', { url: `${String(v.publicOrigin || window.location.origin)}/api/social/${p}/callback` })}
                    </Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('accountsAdmin.platformOff')}</Typography.Text>
                )}
                {/* Endpoint overrides stay as stored (testing / private gateways). */}
                <Form.Item name={[p, 'authorizeUrl']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[p, 'tokenUrl']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[p, 'userInfoUrl']} hidden>
                  <Input />
                </Form.Item>
              </Card>
            );
          })}
        </>
      )}
    </SettingForm>
  );
}
