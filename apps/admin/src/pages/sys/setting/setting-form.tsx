import type { SettingCheckResult } from '@zhiyuan/shared';
import { Alert, App, Button, Form, Input, Modal, Space, Typography, type ButtonProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { confirmPassword, getSetting, saveSetting, SECRET_MASK, type SettingKey } from '../../../services/accounts';
import { ApiError } from '../../../services/http';
import { checkSetting, seeSecret, type CheckedSetting, type SecretSetting } from '../../../services/setting';

type Values = Record<string, unknown>;

/** The settings that hold secrets, saved with XBoot's `changed` flag. */
const SECRET_SETTINGS: ReadonlySet<SettingKey> = new Set<SettingKey>(['sms', 'email', 'social', 'oss']);

interface SettingFormProps {
  name: SettingKey;
  children: (values: Values) => ReactNode;
  /** Shows 测试连接, which tests the form's values (saved or not). */
  check?: CheckedSetting;
  /** Stored value → form values, and back (e.g. a time window kept as two strings). */
  load?: (stored: Values) => Values;
  save?: (values: Values) => Values;
}

/** One setting as a form: loaded masked, saved whole (a secret left as the mask is kept). */
export function SettingForm({ name, children, check, load = (v) => v, save = (v) => v }: SettingFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editable = useAccess().can('sys:setting:edit');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState<'save' | 'check' | null>(null);
  const [checked, setChecked] = useState<SettingCheckResult | null>(null);
  const values = Form.useWatch([], form) ?? {};
  const reload = async () => form.setFieldsValue(load({ ...(await getSetting(name)) }));
  useEffect(() => {
    reload().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  // Everything loaded, also the parts of providers not shown now, so switching keeps them.
  const body = () => save(form.getFieldsValue(true) as Values);
  const run = async (what: 'save' | 'check') => {
    setBusy(what);
    try {
      await form.validateFields();
      if (what === 'check' && check) {
        setChecked(await checkSetting(check, body()));
      } else {
        // Secrets as the form holds them: the mask keeps one, an emptied field clears it.
        const save = () => saveSetting(name, SECRET_SETTINGS.has(name) ? { ...body(), changed: true } : body());
        try {
          await save();
        } catch (error) {
          // Where codes, keys or logins go: the server asks for the password first, then it is saved.
          if (!(error instanceof ApiError && error.code === 403 && (error.result as { confirmPassword?: boolean } | null)?.confirmPassword)) throw error;
          if (!(await askPassword())) return;
          await save();
        }
        void message.success(t('accountsAdmin.saved'));
        await reload();
      }
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.message);
    } finally {
      setBusy(null);
    }
  };
  const [asking, setAsking] = useState<((confirmed: boolean) => void) | null>(null);
  const askPassword = () => new Promise<boolean>((resolve) => setAsking(() => resolve));
  return (
    <Form form={form} layout="vertical" disabled={!editable} style={{ maxWidth: 640 }} data-testid={`setting-${name}`} onValuesChange={() => setChecked(null)}>
      {children(values)}
      <Space wrap>
        <Button type="primary" loading={busy === 'save'} onClick={() => void run('save')} disabled={!editable}>
          {t('accountsAdmin.save')}
        </Button>
        {check && (
          <Button loading={busy === 'check'} onClick={() => void run('check')} disabled={!editable} data-testid={`setting-check-${check}`}>
            {t('settingsAdmin.check')}
          </Button>
        )}
      </Space>
      {checked && (
        <Alert style={{ marginTop: 16 }} showIcon type={checked.ok ? 'success' : 'error'} message={checked.message} data-testid="setting-check-result" />
      )}
      <PasswordConfirm
        open={asking !== null}
        onDone={(confirmed) => {
          asking?.(confirmed);
          setAsking(null);
        }}
      />
    </Form>
  );
}

/** Asks for the admin's password before a delivery or identity setting is saved (server: /setting/confirmPassword). */
function PasswordConfirm({ open, onDone }: { open: boolean; onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = (confirmed: boolean) => {
    setPassword('');
    setError('');
    onDone(confirmed);
  };
  const submit = async () => {
    setBusy(true);
    try {
      await confirmPassword(password);
      close(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('settingsAdmin.confirm.title')}
      okText={t('settingsAdmin.confirm.ok')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !password, 'data-testid': 'setting-confirm-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('settingsAdmin.confirm.why')}</Typography.Paragraph>
      <Input.Password
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onPressEnter={() => password && void submit()}
        placeholder={t('settingsAdmin.confirm.password')}
        autoComplete="current-password"
        data-testid="setting-confirm-password"
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} />}
    </Modal>
  );
}

interface SecretInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Which setting, and where the secret sits in it (e.g. ['s3', 'secretKey']). */
  setting: SecretSetting;
  path: string[];
}

/**
 * A stored secret shows as the mask; its eye button fetches the plain secret (查看密钥, logged on
 * the server) for admins holding sys:setting:secret, and is hidden for everyone else.
 */
export function SecretInput({ value, onChange, setting, path }: SecretInputProps) {
  const { t } = useTranslation();
  const canSee = useAccess().can('sys:setting:secret');
  const [visible, setVisible] = useState(false);
  const onVisibleChange = async (next: boolean) => {
    if (next && value === SECRET_MASK) {
      const secrets = await seeSecret(setting);
      const plain = path.reduce<unknown>((v, k) => (v as Values | undefined)?.[k], secrets);
      if (typeof plain === 'string') onChange?.(plain);
    }
    setVisible(next);
  };
  return (
    <Input.Password
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={t('accountsAdmin.secretKept')}
      autoComplete="new-password"
      visibilityToggle={canSee ? { visible, onVisibleChange: (v) => void onVisibleChange(v) } : false}
      title={canSee ? t('settingsAdmin.seeSecretLogged') : undefined}
    />
  );
}
