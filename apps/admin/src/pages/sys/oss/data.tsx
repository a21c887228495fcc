import type { ProColumns } from '@ant-design/pro-components';
import { formatFileSize, type FileView } from '@zhiyuan/shared';
import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { FileThumb, fileKind } from '../../../components/file-preview';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../table';

/** Permission codes of 文件对象存储 (upload is the drive page's). */
export const CODES = { edit: 'sys:file:edit', delete: 'sys:file:delete', upload: 'app:file:upload' } as const;
/** The type filter sends a MIME prefix; the server matches types that start with it. */
const KIND_PREFIX = { image: 'image/', pdf: 'application/pdf', video: 'video/', audio: 'audio/' } as const;

/** What the page does for a row's actions. */
export interface OssActionHandlers {
  preview: (row: FileView) => void;
  rename: (row: FileView) => void;
  copy: (row: FileView) => unknown;
  revokeLinks: (row: FileView) => unknown;
  remove: (row: FileView) => void;
}

/** A file's actions: 预览, 重命名, 复制, 撤销分享链接 (asked first), 删除. */
export function ossActions(t: TFunction, on: OssActionHandlers): RowAction<FileView>[] {
  return [
    { key: 'preview', label: t('files.preview'), onClick: on.preview, testId: 'oss-preview' },
    { key: 'rename', label: t('files.rename'), perm: CODES.edit, onClick: on.rename, testId: 'oss-rename' },
    { key: 'copy', label: t('files.copy'), perm: CODES.edit, onClick: on.copy },
    {
      key: 'revokeLinks',
      label: t('files.revokeLinks'),
      perm: CODES.edit,
      confirm: {
        kind: 'modal',
        title: (r) => t('files.revokeLinksOne', { name: r.title }),
        content: () => t('files.revokeLinksTip'),
        okText: t('files.revokeLinks'),
      },
      onClick: on.revokeLinks,
      testId: 'oss-revoke-links',
    },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search fields of the file table; the thumbnail opens the preview too. */
export function ossColumns(t: TFunction, { preview, actions }: { preview: (row: FileView) => void; actions: RowAction<FileView>[] }): ProColumns<FileView>[] {
  const kindOptions = (Object.keys(KIND_PREFIX) as (keyof typeof KIND_PREFIX)[]).map((k) => ({ value: KIND_PREFIX[k], label: t(`files.kinds.${k}`) }));
  return [
    {
      title: t('files.thumb'),
      dataIndex: 'thumbUrl',
      search: false,
      width: 76,
      render: (_, r) => (
        <a onClick={() => preview(r)} aria-label={t('files.preview')}>
          <FileThumb file={r} />
        </a>
      ),
    },
    {
      title: t('files.name'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, r) => (
        // The storage key and size in pixels are details, shown on hover rather than as columns.
        <Tooltip
          title={
            <>
              {t('files.fKey')}: {r.fKey}
              {r.width && r.height ? (
                <>
                  <br />
                  {t('files.dimensions')}: {r.width} × {r.height}
                </>
              ) : null}
            </>
          }
        >
          <span>
            {r.delFlag === 2 ? <Tag color="orange">{t('drive.trash')}</Tag> : null}
            <Typography.Text strong>{r.title}</Typography.Text>
          </span>
        </Tooltip>
      ),
    },
    { title: t('files.size'), dataIndex: 'size', search: false, width: 100, sorter: true, render: (_, r) => formatFileSize(r.size) },
    {
      title: t('files.type'),
      dataIndex: 'type',
      width: 150,
      valueType: 'select',
      valueEnum: valueEnum(kindOptions),
      render: (_, r) => {
        const kind = fileKind(r.type);
        return kind === 'other' ? (
          <Typography.Text type="secondary">{r.type}</Typography.Text>
        ) : (
          <Tooltip title={r.type}>
            <Tag>{t(`files.kinds.${kind}`)}</Tag>
          </Tooltip>
        );
      },
    },
    {
      title: t('files.location'),
      dataIndex: 'location',
      width: 100,
      valueType: 'select',
      valueEnum: valueEnum([
        { value: 'local', label: t('files.locations.local') },
        { value: 's3', label: t('files.locations.s3') },
      ]),
      render: (_, r) => <Tag color={r.location === 's3' ? 'geekblue' : 'default'}>{t(`files.locations.${r.location}`)}</Tag>,
    },
    {
      title: t('files.uploader'),
      dataIndex: 'createBy',
      width: 140,
      fieldProps: { placeholder: t('files.uploaderSearch') },
      render: (_, r) => <Tooltip title={r.createBy}>{r.nickname || r.createBy}</Tooltip>,
    },
    { title: t('files.uploadTime'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
    {
      title: t('files.dateRange'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
    actionColumn(t, actions, { width: 240, wrap: true }),
  ];
}
