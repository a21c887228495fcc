import type { ProColumns } from '@ant-design/pro-components';
import { CONTENT_KINDS, type ContentKind, type SampleKind, type SampleRow } from '@zhiyuan/shared';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';

/** Permission codes of 示例内容 (seeded with the menu). */
export const CODES = { edit: 'content:sample:edit', delete: 'content:sample:delete' } as const;
const STATUS_COLOR: Record<SampleRow['status'], string> = { draft: 'default', published: 'success', offline: 'warning', reviewing: 'gold' };
/** Every kind a sample can be: the content kinds and the chat widget's contacts. */
export const SAMPLE_KINDS: SampleKind[] = [...CONTENT_KINDS, 'contact'];
/** Lessons are edited in their course's screen. */
export const pageKind = (kind: ContentKind): ContentKind => (kind === 'lesson' ? 'course' : kind);

export function kindName(t: TFunction, kind: SampleKind): string {
  return kind === 'contact' ? t('content.samples.contact') : t(`content.pageTitle.${kind}`);
}

/** What the page does for a sample's actions. */
export interface SampleActionHandlers {
  /** Whether the user may open the sample's own screen. */
  canOpen: (row: SampleRow) => boolean;
  open: (row: SampleRow) => void;
  markReal: (row: SampleRow) => void;
  remove: (row: SampleRow) => void;
}

/** A sample's actions: 打开 (where its screen is the user's), 标为真实, 删除. */
export function sampleActions(t: TFunction, on: SampleActionHandlers): RowAction<SampleRow>[] {
  return [
    {
      key: 'open',
      label: (r) => (r.kind === 'contact' ? t('content.samples.openContact') : t('content.samples.open')),
      hidden: (r) => !on.canOpen(r),
      onClick: on.open,
      testId: 'samples-row-open',
    },
    { key: 'markReal', label: t('content.samples.markReal'), perm: CODES.edit, onClick: on.markReal, testId: 'samples-row-mark-real' },
    { key: 'delete', label: t('content.samples.remove'), perm: CODES.delete, tone: 'danger', onClick: on.remove, testId: 'samples-row-delete' },
  ];
}

interface ColumnOptions {
  /** The kind filter's first value (?kind=). */
  initialKind: SampleKind | undefined;
  canOpen: (row: SampleRow) => boolean;
  open: (row: SampleRow) => void;
  actions: RowAction<SampleRow>[];
}

/** Columns and the kind filter of the sample list; a title opens the sample where its screen is the user's. */
export function sampleColumns(t: TFunction, { initialKind, canOpen, open, actions }: ColumnOptions): ProColumns<SampleRow>[] {
  return [
    {
      title: t('content.samples.kind'),
      dataIndex: 'kind',
      width: 130,
      valueType: 'select',
      initialValue: initialKind,
      valueEnum: valueEnum(SAMPLE_KINDS.map((k) => ({ value: k, label: kindName(t, k) }))),
      render: (_, r) => (
        <Tag bordered={false} color="gold" data-testid="samples-row-kind">
          {kindName(t, r.kind)}
        </Tag>
      ),
    },
    {
      title: t('content.samples.name'),
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_, r) =>
        canOpen(r) ? (
          <Typography.Link onClick={() => open(r)} data-testid="samples-row-title">
            {r.title}
          </Typography.Link>
        ) : (
          <span data-testid="samples-row-title">{r.title}</span>
        ),
    },
    {
      title: t('adminCommon.status'),
      dataIndex: 'status',
      search: false,
      width: 100,
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`content.status.${r.status}`)}</Tag>,
    },
    { title: t('content.updated'), dataIndex: 'updateTime', search: false, width: 170, render: (_, r) => r.updateTime ?? r.createTime },
    actionColumn(t, actions, { width: 230, fixed: 'right', size: 10, wrap: true }),
  ];
}
