import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteAccount, modifyPass } from '../../../api/accounts.ts';
import { errorMessage } from '../../../api/http.ts';
import { formRules } from '../../../components/auth/rules.ts';
import { feedback } from '../../../feedback.ts';
import { clearSession } from '../../../session.ts';
import '../../../components/auth/accounts.css';

/** 修改密码 (POST /user/modifyPass) and account deletion (POST /user/deleteUser). */
export default function PasswordSection() {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<{ password: string; newPass: string; confirm: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const submit = async (values: { password: string; newPass: string }) => {
    setSaving(true);
    setError(null);
    try {
      const answer = await modifyPass(values.password, values.newPass);
      if (answer.success) {
        feedback.success(t('accounts.password.done'));
        form.resetFields();
      } else setError(answer.message);
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleteError(null);
    const answer = await deleteAccount(deletePassword).catch((err) => ({ success: false, message: errorMessage(err, t('http.unknown')) }));
    if (!answer.success) {
      setDeleteError(answer.message);
      return;
    }
    feedback.success(t('accounts.password.deleted'));
    setDeleting(false);
    clearSession();
    window.location.assign('/#/index');
  };

  return (
    <>
      <Form form={form} className="zy-acc-form" layout="vertical" onFinish={submit} data-testid="pc-password-form">
        <Form.Item name="password" label={t('accounts.password.old')} rules={rules.loginPassword}>
          <Input.Password autoComplete="current-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="newPass" label={t('accounts.password.new')} rules={rules.password} extra={t('accounts.password.hint')}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="confirm" label={t('accounts.password.confirm')} dependencies={['newPass']} rules={rules.confirm('newPass')}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('accounts.password.submit')}
        </Button>
      </Form>
      <div className="zy-acc-danger">
        <h3>{t('accounts.password.deleteTitle')}</h3>
        <p>{t('accounts.password.deleteDesc')}</p>
        <Button
          danger
          onClick={() => {
            setDeletePassword('');
            setDeleteError(null);
            setDeleting(true);
          }}
        >
          {t('accounts.password.deleteButton')}
        </Button>
      </div>
      <Modal
        open={deleting}
        title={t('accounts.password.deleteTitle')}
        okText={t('accounts.password.deleteButton')}
        okButtonProps={{ danger: true, disabled: !deletePassword }}
        onOk={() => void remove()}
        onCancel={() => setDeleting(false)}
        destroyOnHidden
      >
        <p>{t('accounts.password.deleteConfirm')}</p>
        <Input.Password value={deletePassword} onChange={(e) => setDeletePassword(e.target.value)} autoComplete="current-password" />
        {deleteError && <Alert type="error" showIcon message={deleteError} style={{ marginTop: 12 }} />}
      </Modal>
    </>
  );
}
