import { ProTable, type ActionType } from '@ant-design/pro-components';
import { App } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { getSocials, unbindSocials, type SocialRow } from '../../../services/accounts';
import { pagedRequest } from '../table';
import { DELETE_CODE, socialActions, socialColumns } from './data';

/** 社交账号绑定: every social identity seen, whom it is bound to, and unbinding. */
export default function SocialPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canDelete = useAccess().can(DELETE_CODE);
  const actionRef = useRef<ActionType>(null);
  const unbind = async (row: SocialRow) => {
    await unbindSocials([row.id]);
    void message.success(t('accountsAdmin.social.unbound'));
    actionRef.current?.reload();
  };
  const columns = socialColumns(t, socialActions(t, { unbind }), canDelete);
  return (
    <ProTable<SocialRow>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: 1000 }}
      pagination={{ defaultPageSize: 10 }}
      request={pagedRequest(getSocials)}
      data-testid="social-page"
    />
  );
}
