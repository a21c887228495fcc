import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { FileView } from '@zhiyuan/shared';
import { App, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasButton, useAccess, useResolvedMenu } from '../../../access';
import { FilePreview } from '../../../components/file-preview';
import { FileUploadButton } from '../../../components/file-upload';
import { TitleModal } from '../../../components/title-modal';
import { copyFile, deleteFiles, getFiles, renameFile, revokeFileLinks } from '../../../services/file';
import { componentKey } from '../../component-key';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, ossActions, ossColumns } from './data';

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
  const revokeLinks = async (row: FileView) => {
    await revokeFileLinks(row.id);
    void message.success(t('files.revokeLinksDone'));
    reload();
  };
  const copy = async (row: FileView) => {
    await copyFile(row.id);
    void message.success(t('files.copied'));
    reload();
  };

  const columns = ossColumns(t, {
    preview: setPreview,
    actions: ossActions(t, { preview: setPreview, rename: setRenaming, copy, revokeLinks, remove: (row) => remove([row]) }),
  });

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
