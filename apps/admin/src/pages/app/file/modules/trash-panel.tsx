import { ClearOutlined, FolderOutlined } from '@ant-design/icons';
import { formatFileSize, type FileCategoryView, type FileView } from '@zhiyuan/shared';
import { Alert, App, Button, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FileThumb } from '../../../../components/file-preview';
import { tableActionColumn, type RowAction } from '../../../../components/row-actions';
import { drive, folders } from '../../../../services/file';

/** One line of the trash: a folder (with everything in it) or a file trashed on its own. */
export type TrashItem = { kind: 'folder'; item: FileCategoryView } | { kind: 'file'; item: FileView };

/** The trash as one list: the server already leaves out what sits inside a trashed folder (it comes back with it). */
export function trashItems(trashedFolders: FileCategoryView[], trashedFiles: FileView[]): TrashItem[] {
  return [...trashedFolders.map((item) => ({ kind: 'folder' as const, item })), ...trashedFiles.map((item) => ({ kind: 'file' as const, item }))];
}

/** 回收站: days left before each item is emptied, restore, delete for good, empty the trash. */
export function TrashPanel({ items, loading, onChanged }: { items: TrashItem[]; loading: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  // Phones: the days left go under the name and the actions stack, so the name keeps its room.
  const narrow = !Grid.useBreakpoint().sm;

  const run = async (call: () => Promise<unknown>, done: string) => {
    await call();
    void message.success(done);
    onChanged();
  };
  const restore = (row: TrashItem) =>
    run(() => (row.kind === 'folder' ? folders.trash(row.item.id) : drive.trash([row.item.id])), t('drive.restored')).catch(() => {});
  const removeForever = (row: TrashItem) =>
    run(() => (row.kind === 'folder' ? folders.delete([row.item.id]) : drive.delete([row.item.id])), t('adminCommon.deleted'));
  /** An item's actions: 恢复, and 彻底删除 (asked first). */
  const actions: RowAction<TrashItem>[] = [
    { key: 'restore', label: t('drive.restore'), onClick: restore, testId: 'trash-restore' },
    {
      key: 'delete',
      label: t('drive.deleteForever'),
      tone: 'danger',
      confirm: {
        kind: 'modal',
        title: () => t('drive.deleteForever'),
        content: (row) => t('drive.deleteForeverOne', { name: row.item.title }),
        okText: t('drive.deleteForever'),
        okDanger: true,
        okTestId: 'confirm-delete-ok',
      },
      onClick: removeForever,
    },
  ];
  const clearAll = () =>
    modal.confirm({
      title: t('drive.clearTrash'),
      content: t('drive.clearTrashConfirm'),
      okText: t('drive.clearTrash'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'confirm-delete-ok' } as object) },
      onOk: () => run(() => drive.clearTrash(), t('drive.cleared')),
    });

  const daysTag = (row: TrashItem) => {
    const days = row.item.restDelTime ?? 0;
    return (
      <Tag color={days <= 3 ? 'red' : 'orange'} data-testid="trash-days">
        {days > 0 ? t('drive.daysLeft', { count: days }) : t('drive.today')}
      </Tag>
    );
  };
  const columns: ColumnsType<TrashItem> = [
    {
      title: t('files.name'),
      key: 'title',
      render: (_, row) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
          {row.kind === 'folder' ? (
            <span
              style={{
                width: 36,
                height: 36,
                flex: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: '#fff7e6',
                borderRadius: 6,
                fontSize: 18,
                color: '#fa8c16',
              }}
            >
              <FolderOutlined />
            </span>
          ) : (
            <FileThumb file={row.item} size={36} />
          )}
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text ellipsis={{ tooltip: row.item.title }} style={{ display: 'block' }}>
              {row.item.title}
            </Typography.Text>
            {narrow ? daysTag(row) : null}
          </div>
        </div>
      ),
    },
    {
      title: t('files.size'),
      key: 'size',
      width: 110,
      responsive: ['md'],
      render: (_, row) => (row.kind === 'folder' ? t('drive.kindFolder') : formatFileSize(row.item.size)),
    },
    ...(narrow ? [] : [{ title: t('drive.expires'), key: 'rest', width: 130, render: (_: unknown, row: TrashItem) => daysTag(row) }]),
    tableActionColumn(t, actions, { width: narrow ? 96 : 160, size: narrow ? 4 : 12, direction: narrow ? 'vertical' : 'horizontal' }),
  ];

  return (
    <div data-testid="drive-trash">
      <Alert type="info" showIcon message={t('drive.trashTip')} style={{ marginBottom: 12 }} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button danger icon={<ClearOutlined />} disabled={!items.length} onClick={clearAll} data-testid="trash-clear">
          {t('drive.clearTrash')}
        </Button>
      </div>
      <Table<TrashItem>
        rowKey={(row) => `${row.kind}:${row.item.id}`}
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('drive.emptyTrash') }}
        data-testid="trash-table"
      />
    </div>
  );
}
