import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { ContentAdminView, ContentKind } from '@zhiyuan/shared';
import { App, Button, Space, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import type { RowAction } from '../../../components/row-actions';
import { contentAdmin } from '../../../services/content';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { ContentFormDrawer, type FormTarget } from './content-form';
import { contentActions, contentColumns } from './data';
import { permissionsOf } from './kinds';
import { PublishModal } from './publish-modal';
import './content.css';

export interface ContentAdminPageProps {
  kind: ContentKind;
  /** Lessons of one course: the list and new items belong to it. */
  parentId?: string;
  /** More row actions (a course's 课时), before 删除. */
  rowActions?: RowAction<ContentAdminView>[];
  /** More toolbar buttons (百问's 批量导入); `reload` refreshes the list. */
  toolbar?: (reload: () => void) => ReactNode[];
  /** Inside another screen (a course's lessons): no search form, a smaller table. */
  embedded?: boolean;
}

/**
 * 内容管理 of one kind: the list with its filters, the row and batch actions the user's
 * permissions allow (edit, publish now or at a time, offline, delete, 删除全部示例) and the
 * editing drawer.
 */
export function ContentAdminPage({ kind, parentId, rowActions, toolbar, embedded = false }: ContentAdminPageProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const codes = permissionsOf(kind);
  const api = contentAdmin(kind);
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormTarget>({ open: false });
  const [selected, setSelected] = useState<ContentAdminView[]>([]);
  const [publishing, setPublishing] = useState<ContentAdminView[] | null>(null);
  const thing = t(`content.kinds.${kind}`);
  const reload = () => actionRef.current?.reload();
  const done = (text: string) => {
    void message.success(text);
    setSelected([]);
    actionRef.current?.clearSelected?.();
    reload();
  };

  const remove = (rows: ContentAdminView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing }, async () => {
      await api.remove(rows.map((r) => r.id));
      done(t('adminCommon.deleted'));
    });
  const offline = (rows: ContentAdminView[]) =>
    modal.confirm({
      title: t('content.offline.title'),
      content: rows.length === 1 ? t('content.offline.one', { name: rows[0].title }) : t('content.offline.many', { count: rows.length }),
      okButtonProps: { ...({ 'data-testid': 'content-offline-ok' } as object) },
      onOk: async () => {
        await api.offline(rows.map((r) => r.id));
        done(t('content.offline.done'));
      },
    });
  const removeExamples = () =>
    modal.confirm({
      title: t('content.examples.title'),
      content: t('content.examples.confirm', { thing }),
      okText: t('content.examples.ok'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'content-examples-ok' } as object) },
      onOk: async () => {
        const { deleted } = await api.removeExamples();
        done(t('content.examples.done', { count: deleted }));
      },
    });

  const columns = contentColumns(t, kind, {
    openForm: (row) => setForm({ open: true, id: row.id }),
    actions: contentActions(
      t,
      kind,
      {
        edit: (row) => setForm({ open: true, id: row.id }),
        publish: (row) => setPublishing([row]),
        offline: (row) => offline([row]),
        remove: (row) => remove([row]),
      },
      rowActions,
    ),
  });

  const canBatch = access.can([codes.publish, codes.delete]);
  return (
    <div data-testid={`content-page-${kind}`} className="content-page">
      <ProTable<ContentAdminView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={embedded ? undefined : t(`content.pageTitle.${kind}`)}
        cardBordered={false}
        scroll={{ x: 1200 }}
        search={embedded ? false : { labelWidth: 'auto', defaultCollapsed: true }}
        options={embedded ? false : undefined}
        params={parentId ? { parentId } : undefined}
        pagination={{ defaultPageSize: embedded ? 20 : 10, showSizeChanger: true }}
        request={pagedRequest(api.list)}
        locale={{ emptyText: t('content.empty', { thing }) }}
        rowSelection={canBatch ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Space size={16}>
            <HasPerm value={codes.publish}>
              <Typography.Link onClick={() => setPublishing(selected)} data-testid="content-batch-publish">
                {t('content.publish.action')}
              </Typography.Link>
              <Typography.Link type="warning" onClick={() => offline(selected)} data-testid="content-batch-offline">
                {t('content.offline.action')}
              </Typography.Link>
            </HasPerm>
            <HasPerm value={codes.delete}>
              <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="content-batch-delete">
                {t('adminCommon.batchDelete')}
              </Typography.Link>
            </HasPerm>
          </Space>
        )}
        toolBarRender={() => [
          ...(toolbar?.(reload) ?? []),
          !embedded && (
            <HasPerm key="examples" value={codes.delete}>
              <Button icon={<ClearOutlined />} onClick={removeExamples} data-testid="content-del-examples">
                {t('content.examples.action')}
              </Button>
            </HasPerm>
          ),
          <HasPerm key="add" value={codes.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="content-add">
              {t('content.addOf', { thing })}
            </Button>
          </HasPerm>,
        ]}
      />
      <ContentFormDrawer kind={kind} parentId={parentId} target={form} onClose={() => setForm({ open: false })} onSaved={reload} />
      <PublishModal
        open={!!publishing}
        count={publishing?.length ?? 0}
        onCancel={() => setPublishing(null)}
        onPublish={async (publishTime) => {
          await api.publish(
            (publishing ?? []).map((r) => r.id),
            publishTime,
          );
          setPublishing(null);
          done(publishTime ? t('content.publish.scheduled', { time: publishTime }) : t('content.publish.done'));
        }}
      />
    </div>
  );
}
