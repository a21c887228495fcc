import { Alert, Card, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Switch, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { S3_VENDOR_REGIONS } from '@zhiyuan/shared/vendor-endpoints';
import { SecretInput, SettingForm } from './setting-form';

const VENDORS = ['aliyun', 'tencent', 'qiniu', 'minio', 'aws', 'other'] as const;
const KINDS = ['image', 'pdf', 'video', 'audio', 'office', 'text', 'archive'] as const;
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
/** Endpoint and region shown as placeholders for the chosen vendor. */
const VENDOR_EXAMPLES: Record<(typeof VENDORS)[number], { endpoint: string; region: string }> = {
  aliyun: { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', region: 'oss-cn-hangzhou' },
  tencent: { endpoint: 'https://cos.ap-guangzhou.myqcloud.com', region: 'ap-guangzhou' },
  qiniu: { endpoint: 'https://s3.cn-east-1.qiniucs.com', region: 'cn-east-1' },
  minio: { endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' },
  aws: { endpoint: '', region: 'ap-east-1' },
  other: { endpoint: 'https://s3.example.com', region: 'us-east-1' },
};

/** A listed vendor's endpoint is set by the server from the region: sent empty, so a vendor switch keeps no stale one. */
const ossToSave = (v: Record<string, unknown>) => {
  const s3 = v.s3 as { vendor?: string } | undefined;
  return s3?.vendor && s3.vendor in S3_VENDOR_REGIONS ? { ...v, s3: { ...s3, endpoint: '' } } : v;
};

/** 存储: the local folder or an S3-compatible bucket. */
export function OssForm() {
  const { t } = useTranslation();
  return (
    <SettingForm name="oss" check="oss" save={ossToSave}>
      {(v) => {
        const vendor = ((v.s3 as { vendor?: string } | undefined)?.vendor ?? 'other') as (typeof VENDORS)[number];
        const example = VENDOR_EXAMPLES[vendor] ?? VENDOR_EXAMPLES.other;
        const regions = (S3_VENDOR_REGIONS as Partial<Record<string, { id: string; name: string }[]>>)[vendor];
        return (
          <>
            <Form.Item name="provider" label={t('accountsAdmin.provider')}>
              <Radio.Group options={(['local', 's3'] as const).map((p) => ({ value: p, label: t(`settingsAdmin.oss.${p}`) }))} />
            </Form.Item>
            {v.provider === 'local' && (
              <Form.Item name={['local', 'dir']} label={t('settingsAdmin.oss.localDir')} extra={t('settingsAdmin.oss.localDirHelp')}>
                <Input placeholder="/var/lib/zhiyuan/files" maxLength={500} />
              </Form.Item>
            )}
            {v.provider === 's3' && (
              <Card size="small" title={t('settingsAdmin.oss.s3')} style={{ marginBottom: 16 }}>
                <Form.Item name={['s3', 'vendor']} label={t('settingsAdmin.oss.vendor')}>
                  <Select options={VENDORS.map((x) => ({ value: x, label: t(`settingsAdmin.oss.vendors.${x}`) }))} />
                </Form.Item>
                <Alert type="info" style={{ marginBottom: 16 }} message={t('settingsAdmin.oss.hint', { hint: t(`settingsAdmin.oss.hints.${vendor}`) })} />
                {regions ? (
                  <>
                    <Form.Item name={['s3', 'region']} label={t('settingsAdmin.oss.region')} extra={t('settingsAdmin.regionHelp')} rules={[{ required: true }]}>
                      <Select
                        data-testid="oss-region"
                        placeholder={example.region}
                        options={regions.map((r) => ({ value: r.id, label: `${r.name} (${r.id})` }))}
                      />
                    </Form.Item>
                    {/* The server sets the endpoint from the region. */}
                    <Form.Item name={['s3', 'endpoint']} hidden>
                      <Input />
                    </Form.Item>
                  </>
                ) : (
                  <>
                    <Form.Item
                      name={['s3', 'endpoint']}
                      label={t('settingsAdmin.oss.endpoint')}
                      extra={t('settingsAdmin.customEndpointHelp')}
                      rules={[{ pattern: /^(https?:\/\/\S+)?$/ }]}
                    >
                      <Input placeholder={example.endpoint} />
                    </Form.Item>
                    <Form.Item name={['s3', 'region']} label={t('settingsAdmin.oss.region')}>
                      <Input placeholder={example.region} maxLength={60} />
                    </Form.Item>
                  </>
                )}
                <Form.Item
                  name={['s3', 'bucket']}
                  label={t('settingsAdmin.oss.bucket')}
                  rules={[{ required: true }, { pattern: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/ }]}
                >
                  <Input maxLength={63} />
                </Form.Item>
                <Form.Item name={['s3', 'accessKey']} label={t('settingsAdmin.oss.accessKey')} rules={[{ required: true }]}>
                  <Input autoComplete="off" />
                </Form.Item>
                <Form.Item name={['s3', 'secretKey']} label={t('settingsAdmin.oss.secretKey')} rules={[{ required: true }]}>
                  <SecretInput setting="oss" path={['s3', 'secretKey']} />
                </Form.Item>
                <Form.Item name={['s3', 'forcePathStyle']} label={t('settingsAdmin.oss.forcePathStyle')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Form.Item
                  name={['s3', 'prefix']}
                  label={t('settingsAdmin.oss.prefix')}
                  extra={t('settingsAdmin.oss.prefixHelp')}
                  rules={[{ pattern: /^([A-Za-z0-9._-]+\/)*$/ }]}
                >
                  <Input placeholder="zhiyuan/" maxLength={100} />
                </Form.Item>
              </Card>
            )}
          </>
        );
      }}
    </SettingForm>
  );
}

/** 其他: site name, ICP number, domains, upload limits, the hourly cap on verification codes. */
export function OtherForm() {
  const { t } = useTranslation();
  const url = { pattern: /^(https?:\/\/\S+)?$/ };
  return (
    <SettingForm name="other">
      {() => (
        <>
          <Form.Item name="siteName" label={t('settingsAdmin.other.siteName')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="icp" label={t('settingsAdmin.other.icp')}>
            <Input placeholder="京ICP备12345678号-1" maxLength={60} />
          </Form.Item>
          <Form.Item name="domain" label={t('settingsAdmin.other.domain')} rules={[url]}>
            <Input placeholder="https://zhiyuan.example.com" />
          </Form.Item>
          <Form.Item name="adminDomain" label={t('settingsAdmin.other.adminDomain')} rules={[url]}>
            <Input placeholder="https://admin.zhiyuan.example.com" />
          </Form.Item>
          <Form.Item name="uploadMaxMb" label={t('settingsAdmin.other.uploadMaxMb')} rules={[{ required: true }]}>
            <InputNumber min={1} max={1024} precision={0} addonAfter="MB" />
          </Form.Item>
          <Form.Item name="uploadKinds" label={t('settingsAdmin.other.uploadKinds')}>
            <Checkbox.Group options={KINDS.map((k) => ({ value: k, label: t(`settingsAdmin.other.kinds.${k}`) }))} />
          </Form.Item>
          <Form.Item name="trashDays" label={t('settingsAdmin.other.trashDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={365} precision={0} addonAfter={t('settingsAdmin.other.days')} />
          </Form.Item>
          <Form.Item
            name="codeSendsPerHour"
            label={t('settingsAdmin.other.codeSendsPerHour')}
            extra={t('settingsAdmin.other.codeSendsPerHourHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={100000} precision={0} addonAfter={t('settingsAdmin.other.perHour')} />
          </Form.Item>
        </>
      )}
    </SettingForm>
  );
}

/** Whether the site shows the stored notice now (the server's answer, as of the last load). */
function ShowingTag({ value }: { value?: boolean }) {
  const { t } = useTranslation();
  if (value === undefined) return null;
  return (
    <Tag style={{ marginLeft: 12 }} color={value ? 'success' : 'default'} data-testid="notice-showing">
      {value ? t('settingsAdmin.notice.showingNow') : t('settingsAdmin.notice.notShowing')}
    </Tag>
  );
}

type Window = [Dayjs | null, Dayjs | null] | null;

/** 站内通知: the site's notice bar; the window is two China-time strings on the server. */
export function NoticeForm() {
  const { t } = useTranslation();
  const load = ({ startTime, endTime, showing, ...rest }: Record<string, unknown>) => ({
    ...rest,
    showing,
    window: startTime || endTime ? [startTime ? dayjs(String(startTime)) : null, endTime ? dayjs(String(endTime)) : null] : null,
  });
  const save = ({ window, showing: _shown, ...rest }: Record<string, unknown>) => {
    const [start, end] = (window as Window) ?? [null, null];
    return { ...rest, startTime: start ? start.format(DATE_TIME) : '', endTime: end ? end.format(DATE_TIME) : '' };
  };
  return (
    <SettingForm name="notice" load={load} save={save}>
      {(v) => (
        <>
          <Form.Item label={t('settingsAdmin.notice.open')}>
            <Form.Item name="open" valuePropName="checked" noStyle>
              <Switch />
            </Form.Item>
            <Form.Item name="showing" noStyle>
              <ShowingTag />
            </Form.Item>
          </Form.Item>
          <Form.Item name="level" label={t('settingsAdmin.notice.level')}>
            <Radio.Group options={(['info', 'warning'] as const).map((l) => ({ value: l, label: t(`settingsAdmin.notice.levels.${l}`) }))} />
          </Form.Item>
          <Form.Item name="content" label={t('settingsAdmin.notice.content')} extra={t('settingsAdmin.notice.contentHelp')} rules={[{ required: !!v.open }]}>
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
          <Form.Item name="link" label={t('settingsAdmin.notice.link')} rules={[{ pattern: /^(https?:\/\/\S+)?$/ }]}>
            <Input placeholder="https://zhiyuan.example.com/news/1" />
          </Form.Item>
          <Form.Item name="linkText" label={t('settingsAdmin.notice.linkText')}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="window" label={t('settingsAdmin.notice.window')} extra={t('settingsAdmin.notice.windowHelp')}>
            <DatePicker.RangePicker showTime format={DATE_TIME} allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </SettingForm>
  );
}
