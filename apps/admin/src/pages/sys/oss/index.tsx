import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { formatFileSize, type FileView } from '@zhiyuan/shared';
import { App, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasButton, HasPerm, useAccess, useResolvedMenu } from '../../../access';
import { FilePreview, FileThumb, fileKind } from '../../../components/file-preview';
import { FileUploadButton } from '../../../components/file-upload';
import { TitleModal } from '../../../components/title-modal';
import { copyFile, deleteFiles, getFiles, renameFile, revokeFileLinks } from '../../../services/file';
import { componentKey } from '../../component-key';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest, valueEnum } from '../table';

const CODES = { edit: 'sys:file:edit', delete: 'sys:file:delete', upload: 'app:file:upload' } as const;
/** The type filter sends a MIME prefix; the server matches types that start with it. */
const KIND_PREFIX = { image: 'image/', pdf: 'application/pdf', video: 'video/', audio: 'audio/' } as const;

/** Uploading is a right of the drive page (app:file:upload); an admin's uploads land in their own drive. */
function useCanUpload(): boolean {
  const menu = useResolvedMenu();
  return hasButton(
    menu.pages.find((p) => p.component && componentKey(p.component) === 'app/file'),
    CODES.upload,
  );
}

/** 文件对象存储: every user's files with filters, preview, rename, copy and delete. */
export default function OssPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const canUpload = useCanUpload();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<FileView[]>([]);
  const [preview, setPreview] = useState<FileView | null>(null);
  const [renaming, setRenaming] = useState<FileView | null>(null);

  const reload = () => actionRef.current?.reload();
  const remove = (rows: FileView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('files.thing') }, async () => {
      await deleteFiles(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      reload();
    });
  const revokeLinks = (row: FileView) =>
    modal.confirm({
      title: t('files.revokeLinksOne', { name: row.title }),
      content: t('files.revokeLinksTip'),
      okText: t('files.revokeLinks'),
      onOk: async () => {
        await revokeFileLinks(row.id);
        void message.success(t('files.revokeLinksDone'));
        reload();
      },
    });
  const copy = async (row: FileView) => {
    await copyFile(row.id);
    void message.success(t('files.copied'));
    reload();
  };

  const kindOptions = (Object.keys(KIND_PREFIX) as (keyof typeof KIND_PREFIX)[]).map((k) => ({ value: KIND_PREFIX[k], label: t(`files.kinds.${k}`) }));
  const columns: ProColumns<FileView>[] = [
    {
      title: t('files.thumb'),
      dataIndex: 'thumbUrl',
      search: false,
      width: 76,
      render: (_, r) => (
        <a onClick={() => setPreview(r)} aria-label={t('files.preview')}>
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
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 240,
      render: (_, r) => (
        <Space size={12} wrap>
          <Typography.Link onClick={() => setPreview(r)} data-testid="oss-preview">
            {t('files.preview')}
          </Typography.Link>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setRenaming(r)} data-testid="oss-rename">
              {t('files.rename')}
            </Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => void copy(r).catch(() => {})}>{t('files.copy')}</Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => revokeLinks(r)} data-testid="oss-revoke-links">
              {t('files.revokeLinks')}
            </Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.delete}>
            <Typography.Link type="danger" onClick={() => remove([r])}>
              {t('common.delete')}
            </Typography.Link>
          </HasPerm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="oss-page">
      <ProTable<FileView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('files.ossTitle')}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1040 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest((query) => getFiles({ sort: 'createTime', order: 'desc', ...query }))}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="oss-batch-delete">
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => (canUpload ? [<FileUploadButton key="upload" onUploaded={reload} />] : [])}
      />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
      <TitleModal
        open={renaming ? { heading: t('files.rename'), initial: renaming.title } : null}
        label={t('files.newTitle')}
        onClose={() => setRenaming(null)}
        onSubmit={async (title) => {
          await renameFile(renaming!.id, title);
          void message.success(t('files.renamed'));
          reload();
        }}
      />
    </div>
  );
}
