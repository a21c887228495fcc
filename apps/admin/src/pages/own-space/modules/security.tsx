import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogView } from '@zhiyuan/shared';
import { App, Button, Card, Form, Input, List, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmail, changeMobile, changePassword, getBindInfo, getMyLogins, sendEmailCode, sendMobileCode } from '../../../services/own';
import { getUserInfo } from '../../../services/auth';
import { useSession } from '../../../stores/session';
import { MOBILE_PATTERN } from '../../sys/user/data';
import { loginColumns } from '../data';
import { NEW_PASSWORD_PATTERN, passwordStrength } from './password';

const STRENGTH_PERCENT = { 弱: 33, 中: 66, 强: 100 } as const;
const STRENGTH_COLOR = { 弱: '#ff4d4f', 中: '#faad14', 强: '#52c41a' } as const;

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((v) => v - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, () => setLeft(60)];
}

/** Change mobile or e-mail: type the new one, get a 6-digit code sent to it, enter the code. */
function ChangeTargetModal({ kind, open, onClose }: { kind: 'mobile' | 'email'; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ target: string; code: string }>();
  const [left, start] = useCountdown();
  const [busy, setBusy] = useState(false);
  const targetRules =
    kind === 'mobile'
      ? [
          { required: true, message: t('own.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('user.mobileRule') },
        ]
      : [
          { required: true, message: t('own.emailRequired') },
          { type: 'email' as const, message: t('user.emailRule') },
        ];

  const send = async () => {
    const { target } = await form.validateFields(['target']);
    try {
      await (kind === 'mobile' ? sendMobileCode(target.trim()) : sendEmailCode(target.trim()));
      void message.success(t('own.codeSent'));
      start();
    } catch {
      /* shown */
    }
  };

  const submit = async () => {
    const { target, code } = await form.validateFields();
    setBusy(true);
    try {
      await (kind === 'mobile' ? changeMobile(target.trim(), code.trim()) : changeEmail(target.trim(), code.trim()));
      void message.success(kind === 'mobile' ? t('own.mobileChanged') : t('own.emailChanged'));
      useSession.getState().setUser(await getUserInfo());
      await queryClient.invalidateQueries({ queryKey: ['own', 'bindInfo'] });
      onClose();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={kind === 'mobile' ? t('own.changeMobile') : t('own.changeEmail')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="target" label={kind === 'mobile' ? t('own.newMobile') : t('own.newEmail')} rules={targetRules}>
          <Input />
        </Form.Item>
        <Form.Item label={t('own.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('own.codeRule') }]}>
              <Input maxLength={6} />
            </Form.Item>
            <Button disabled={left > 0} onClick={() => void send()}>
              {left > 0 ? t('own.resendIn', { s: left }) : t('own.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; newPass: string; confirm: string }>();
  const newPass = Form.useWatch('newPass', form) ?? '';
  const [busy, setBusy] = useState(false);
  const strength = passwordStrength(newPass);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await changePassword(v.password, v.newPass);
      void message.success(t('own.passwordChanged'));
      onClose();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={t('own.changePassword')} open={open} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={t('own.oldPassword')} rules={[{ required: true, message: t('own.oldPasswordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPass"
          label={t('own.newPassword')}
          rules={[
            { required: true, message: t('own.newPasswordRequired') },
            { pattern: NEW_PASSWORD_PATTERN, message: t('own.newPasswordRule') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {newPass && (
          <div style={{ marginTop: -12, marginBottom: 12 }}>
            <Progress percent={STRENGTH_PERCENT[strength]} showInfo={false} strokeColor={STRENGTH_COLOR[strength]} size="small" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('own.strength', { level: strength })}
            </Typography.Text>
          </div>
        )}
        <Form.Item
          name="confirm"
          label={t('own.confirmPassword')}
          dependencies={['newPass']}
          rules={[
            { required: true, message: t('own.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v) => (!v || v === getFieldValue('newPass') ? Promise.resolve() : Promise.reject(new Error(t('own.confirmMismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Typography.Text type="secondary">{t('own.passwordNote')}</Typography.Text>
      </Form>
    </Modal>
  );
}

/** 账号安全: password, mobile, e-mail and the recent logins of this account. */
export function SecurityPanel() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const bind = useQuery({ queryKey: ['own', 'bindInfo'], queryFn: getBindInfo });
  const [open, setOpen] = useState<'password' | 'mobile' | 'email' | null>(null);

  const items = [
    { key: 'password', icon: <LockOutlined />, title: t('own.password'), text: t('own.passwordText'), action: t('own.modify') },
    {
      key: 'mobile',
      icon: <MobileOutlined />,
      title: t('own.mobile'),
      text: bind.data?.mobile ? t('own.boundTo', { value: bind.data.mobile }) : t('own.notBound'),
      action: bind.data?.mobile ? t('own.modify') : t('own.bind'),
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: t('own.email'),
      text: bind.data?.email ? t('own.boundTo', { value: bind.data.email }) : t('own.notBound'),
      action: bind.data?.email ? t('own.modify') : t('own.bind'),
    },
  ] as const;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" title={t('own.securityTitle')}>
        <List
          itemLayout="horizontal"
          dataSource={[...items]}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Typography.Link key="a" onClick={() => setOpen(item.key)} data-testid={`own-security-${item.key}`}>
                  {item.action}
                </Typography.Link>,
              ]}
            >
              <List.Item.Meta avatar={<span className="own-security-icon">{item.icon}</span>} title={item.title} description={item.text} />
            </List.Item>
          )}
        />
      </Card>
      <ProTable<LogView>
        rowKey="id"
        headerTitle={t('own.recentLogins')}
        search={false}
        options={false}
        cardBordered={false}
        pagination={{ defaultPageSize: 5 }}
        request={async (params) => {
          try {
            const page = await getMyLogins(user?.username ?? '', { pageNumber: params.current ?? 1, pageSize: params.pageSize ?? 5 });
            return { data: page.content.filter((r) => r.username === user?.username), total: page.totalElements, success: true };
          } catch {
            return { data: [], total: 0, success: true };
          }
        }}
        locale={{ emptyText: t('own.noLogins') }}
        columns={loginColumns(t)}
      />
      <PasswordModal open={open === 'password'} onClose={() => setOpen(null)} />
      <ChangeTargetModal kind="mobile" open={open === 'mobile'} onClose={() => setOpen(null)} />
      <ChangeTargetModal kind="email" open={open === 'email'} onClose={() => setOpen(null)} />
    </Space>
  );
}
