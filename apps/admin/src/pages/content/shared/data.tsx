import { PushpinFilled, StarFilled } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { PROVINCES, type ContentAdminView, type ContentKind } from '@zhiyuan/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { categoryTag } from '../../../components/category-tag';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';
import { KIND_CONFIGS, permissionsOf, type ExtraColumn } from './kinds';

/** The status a row shows: a published item whose time is still ahead is 定时发布. */
export type ShownStatus = 'draft' | 'published' | 'scheduled' | 'offline' | 'reviewing';
export const shownStatus = (row: Pick<ContentAdminView, 'status' | 'scheduled'>): ShownStatus =>
  row.status === 'published' && row.scheduled ? 'scheduled' : row.status;
const STATUS_COLOR: Record<ShownStatus, string> = { draft: 'default', published: 'success', scheduled: 'processing', offline: 'warning', reviewing: 'gold' };

/** What the page does for an item's actions. */
export interface ContentActionHandlers {
  edit: (row: ContentAdminView) => void;
  publish: (row: ContentAdminView) => void;
  offline: (row: ContentAdminView) => void;
  remove: (row: ContentAdminView) => void;
}

/**
 * An item's actions: 编辑, 发布 (or 改期 while scheduled), 下线 while published or scheduled, the
 * kind's own (`extra`, a course's 课时), 删除.
 */
export function contentActions(
  t: TFunction,
  kind: ContentKind,
  on: ContentActionHandlers,
  extra: RowAction<ContentAdminView>[] = [],
): RowAction<ContentAdminView>[] {
  const codes = permissionsOf(kind);
  return [
    { key: 'edit', label: t('common.edit'), perm: codes.edit, onClick: on.edit, testId: 'content-row-edit' },
    {
      key: 'publish',
      label: (r) => (shownStatus(r) === 'scheduled' ? t('content.publish.reschedule') : t('content.publish.action')),
      perm: codes.publish,
      hidden: (r) => shownStatus(r) === 'published',
      onClick: on.publish,
      testId: 'content-row-publish',
    },
    {
      key: 'offline',
      label: t('content.offline.action'),
      perm: codes.publish,
      hidden: (r) => shownStatus(r) !== 'published' && shownStatus(r) !== 'scheduled',
      tone: 'warning',
      onClick: on.offline,
      testId: 'content-row-offline',
    },
    ...extra,
    { key: 'delete', label: t('common.delete'), perm: codes.delete, tone: 'danger', onClick: on.remove, testId: 'content-row-delete' },
  ];
}

/** Columns and search fields of a kind's list, from its config (category, extra columns, province, views); a title opens the editor. */
export function contentColumns(
  t: TFunction,
  kind: ContentKind,
  { openForm, actions }: { openForm: (row: ContentAdminView) => void; actions: RowAction<ContentAdminView>[] },
): ProColumns<ContentAdminView>[] {
  const config = KIND_CONFIGS[kind];
  const statusOptions = (['draft', 'reviewing', 'published', 'scheduled', 'offline'] as const).map((value) => ({ value, label: t(`content.status.${value}`) }));
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  return [
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
            <Typography.Link strong onClick={() => openForm(r)} className="content-title-link" data-testid="content-row-title">
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
            render: (_: ReactNode, r: ContentAdminView) => categoryTag(r.category),
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
    actionColumn(t, actions, { width: 220, fixed: 'right', size: 10, wrap: true }),
  ];
}
