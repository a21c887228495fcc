import { ClearOutlined, PlusOutlined, PushpinFilled, StarFilled } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { PROVINCES, type ContentAdminView, type ContentKind } from '@zhiyuan/shared';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { contentAdmin } from '../../../services/content';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';
import { ContentFormDrawer, type FormTarget } from './content-form';
import { KIND_CONFIGS, permissionsOf, type ExtraColumn } from './kinds';
import { PublishModal } from './publish-modal';
import './content.css';

/** The status a row shows: a published item whose time is still ahead is 定时发布. */
export type ShownStatus = 'draft' | 'published' | 'scheduled' | 'offline';
export const shownStatus = (row: Pick<ContentAdminView, 'status' | 'scheduled'>): ShownStatus =>
  row.status === 'published' && row.scheduled ? 'scheduled' : row.status;
const STATUS_COLOR: Record<ShownStatus, string> = { draft: 'default', published: 'success', scheduled: 'processing', offline: 'warning' };

export interface ContentAdminPageProps {
  kind: ContentKind;
  /** Lessons of one course: the list and new items belong to it. */
  parentId?: string;
  /** More row actions (a course's 课时). */
  rowActions?: (row: ContentAdminView) => ReactNode;
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
  const config = KIND_CONFIGS[kind];
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

  const statusOptions = (['draft', 'published', 'scheduled', 'offline'] as const).map((value) => ({ value, label: t(`content.status.${value}`) }));
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];

  const columns: ProColumns<ContentAdminView>[] = [
    {
      title: t(`content.titleLabel.${kind}`),
      dataIndex: 'title',
      width: 280,
      ellipsis: false,
      render: (_, r) => (
        <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
          <Space size={6} wrap>
            {r.pinned && (
              <Tooltip title={t('content.field.pinned')}>
                <PushpinFilled className="content-flag content-flag--pin" aria-label={t('content.field.pinned')} />
              </Tooltip>
            )}
            {r.recommended && (
              <Tooltip title={t('content.field.recommended')}>
                <StarFilled className="content-flag content-flag--star" aria-label={t('content.field.recommended')} />
              </Tooltip>
            )}
            <Typography.Link strong onClick={() => setForm({ open: true, id: r.id })} className="content-title-link" data-testid="content-row-title">
              {r.title}
            </Typography.Link>
            {r.isExample && (
              <Tag color="gold" bordered={false} className="content-example-tag">
                {t('content.example')}
              </Tag>
            )}
          </Space>
          {r.summary && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: r.summary }} style={{ maxWidth: 260, fontSize: 12 }}>
              {r.summary}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    ...(config.category
      ? [
          {
            title: t(`content.categoryLabel.${kind}`),
            dataIndex: 'category',
            width: 110,
            valueType: 'select' as const,
            valueEnum: valueEnum(config.category.options.map((value) => ({ value, label: value }))),
            render: (_: ReactNode, r: ContentAdminView) =>
              r.category ? (
                <Tag bordered={false} color="blue">
                  {r.category}
                </Tag>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    ...((config.extraColumns ?? []) as ExtraColumn[]).map((col) => ({
      title: t(`content.extra.${kind}.${col.key}`),
      key: `extra.${col.key}`,
      search: false as const,
      width: col.width,
      render: (_: ReactNode, r: ContentAdminView) => col.text(r.extra) || '-',
    })),
    ...(config.province
      ? [
          {
            title: t('content.field.province'),
            dataIndex: 'province',
            width: 90,
            valueType: 'select' as const,
            valueEnum: valueEnum([{ value: '全国', label: t('content.national') }, ...PROVINCES.map((p) => ({ value: p.province, label: p.province }))]),
            fieldProps: { showSearch: true },
            render: (_: ReactNode, r: ContentAdminView) => r.province ?? <Typography.Text type="secondary">{t('content.national')}</Typography.Text>,
          },
        ]
      : []),
    {
      title: t('adminCommon.status'),
      dataIndex: 'status',
      width: 170,
      valueType: 'select',
      valueEnum: valueEnum(statusOptions),
      render: (_, r) => {
        const s = shownStatus(r);
        return (
          <Space direction="vertical" size={0}>
            <Tag color={STATUS_COLOR[s]} data-testid="content-row-status">
              {t(`content.status.${s}`)}
            </Tag>
            {(s === 'scheduled' || s === 'published') && r.publishTime && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {s === 'scheduled' ? t('content.publishAt', { time: r.publishTime }) : r.publishTime}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    { title: t('content.field.recommended'), dataIndex: 'recommended', search: false, width: 70, render: (_, r) => (r.recommended ? t('common.yes') : '-') },
    { title: t('content.field.pinned'), dataIndex: 'pinned', search: false, width: 70, render: (_, r) => (r.pinned ? t('common.yes') : '-') },
    { title: t('adminCommon.sortOrder'), dataIndex: 'sortOrder', search: false, width: 70 },
    ...(config.views ? [{ title: t('content.viewCount'), dataIndex: 'viewCount', search: false, width: 80 }] : []),
    {
      title: t('content.example'),
      dataIndex: 'isExample',
      width: 80,
      valueType: 'select',
      valueEnum: valueEnum(yesNo),
      render: (_, r) =>
        r.isExample ? (
          <Tag color="gold" bordered={false}>
            {t('content.example')}
          </Tag>
        ) : (
          '-'
        ),
    },
    { title: t('content.updated'), dataIndex: 'updateTime', search: false, width: 160, render: (_, r) => r.updateTime ?? r.createTime },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 220,
      fixed: 'right',
      render: (_, r) => {
        const s = shownStatus(r);
        return (
          <Space size={10} wrap>
            <HasPerm value={codes.edit}>
              <Typography.Link onClick={() => setForm({ open: true, id: r.id })} data-testid="content-row-edit">
                {t('common.edit')}
              </Typography.Link>
            </HasPerm>
            <HasPerm value={codes.publish}>
              {s !== 'published' && (
                <Typography.Link onClick={() => setPublishing([r])} data-testid="content-row-publish">
                  {s === 'scheduled' ? t('content.publish.reschedule') : t('content.publish.action')}
                </Typography.Link>
              )}
              {(s === 'published' || s === 'scheduled') && (
                <Typography.Link type="warning" onClick={() => offline([r])} data-testid="content-row-offline">
                  {t('content.offline.action')}
                </Typography.Link>
              )}
            </HasPerm>
            {rowActions?.(r)}
            <HasPerm value={codes.delete}>
              <Typography.Link type="danger" onClick={() => remove([r])} data-testid="content-row-delete">
                {t('common.delete')}
              </Typography.Link>
            </HasPerm>
          </Space>
        );
      },
    },
  ];

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
