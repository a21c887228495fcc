import { ProForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { App, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUserInfo } from '../../../services/auth';
import { editProfile } from '../../../services/own';
import { useSession } from '../../../stores/session';
import { sexOptions } from '../../sys/user/data';

/** 基本资料: nickname and sex are the user's to change; the rest is shown. */
export function ProfilePanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const none = t('common.none');
  if (!user) return null;
  return (
    <Card variant="borderless" title={t('profile.basic')}>
      <Descriptions column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }} styles={{ label: { width: 100 } }}>
        <Descriptions.Item label={t('profile.username')}>{user.username}</Descriptions.Item>
        <Descriptions.Item label={t('profile.type')}>{user.type === 1 ? t('user.typeAdmin') : t('user.typeNormal')}</Descriptions.Item>
        <Descriptions.Item label={t('profile.department')}>{user.departmentTitle || none}</Descriptions.Item>
        <Descriptions.Item label={t('profile.createTime')}>{user.createTime || none}</Descriptions.Item>
      </Descriptions>
      <ProForm<{ nickname: string; sex: string }>
        key={user.id}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={{ nickname: user.nickname, sex: user.sex }}
        submitter={{ searchConfig: { submitText: t('common.save') }, render: (_, dom) => <div style={{ marginLeft: '16.6%' }}>{dom[1]}</div> }}
        onFinish={async (v) => {
          try {
            await editProfile({ nickname: v.nickname.trim(), sex: v.sex });
            useSession.getState().setUser(await getUserInfo());
            void message.success(t('adminCommon.saved'));
            return true;
          } catch {
            return false;
          }
        }}
      >
        <ProFormText
          name="nickname"
          label={t('profile.nickname')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('profile.nickname') }) }, { max: 20 }]}
        />
        <ProFormRadio.Group name="sex" label={t('profile.sex')} options={sexOptions(t)} />
      </ProForm>
    </Card>
  );
}
