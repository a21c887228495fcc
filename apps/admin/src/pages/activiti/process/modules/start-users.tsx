import { ModalForm, ProForm, ProFormDependency, ProFormSwitch } from '@ant-design/pro-components';
import type { ActProcessView } from '@zhiyuan/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { editStartUsers } from '../../../../services/workflow';
import { UserPicker } from '../../../sys/shared/user-picker';

/** 发起人: everybody may start the process, or only the users chosen. */
export function StartUsersModal({ process, onClose, onSaved }: { process: ActProcessView | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <ModalForm<{ allUser: boolean; userIds: string[] }>
      key={process?.id ?? 'none'}
      title={process ? t('workflow.process.startUsersOf', { name: process.name }) : ''}
      open={Boolean(process)}
      width={560}
      initialValues={{ allUser: process?.allUser ?? true, userIds: process?.startUsers.map((u) => u.id) ?? [] }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async ({ allUser, userIds }) => {
        if (!process) return false;
        try {
          await editStartUsers(process.id, allUser, allUser ? [] : (userIds ?? []));
        } catch {
          return false;
        }
        void message.success(t('adminCommon.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormSwitch name="allUser" label={t('workflow.process.allUser')} extra={t('workflow.process.allUserHint')} />
      <ProFormDependency name={['allUser']}>
        {({ allUser }: { allUser?: boolean }) =>
          !allUser && (
            <ProForm.Item
              name="userIds"
              label={t('workflow.process.startUsers')}
              rules={[{ required: true, type: 'array', min: 1, message: t('workflow.process.startUsersRequired') }]}
            >
              <UserPicker known={process?.startUsers ?? []} testId="process-start-users" />
            </ProForm.Item>
          )
        }
      </ProFormDependency>
    </ModalForm>
  );
}
