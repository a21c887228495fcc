import {
  AppstoreOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileCategoryNode, FileView } from '@zhiyuan/shared';
import { App, Breadcrumb, Button, Card, Col, Input, Pagination, Row, Segmented, Space, Spin, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../access';
import { FilePreview } from '../../../components/file-preview';
import { FileUploadButton } from '../../../components/file-upload';
import { TitleModal } from '../../../components/title-modal';
import { drive, folders } from '../../../services/file';
import { FileGrid, type FileActions } from './modules/file-grid';
import { FolderTree } from './modules/folder-tree';
import { MoveModal } from './modules/move-modal';
import { TrashPanel, trashItems } from './modules/trash-panel';
import { flattenFolders, pathTo, ROOT_ID, subtreeIds } from './tree';

type Mode = 'all' | 'collect' | 'trash';
const PAGE_SIZE = 40;
const KEY = ['drive'] as const;
/** The tree before it has loaded: one array for every render, so what is memoized on it stays. */
const NO_FOLDERS: FileCategoryNode[] = [];

/** A dialog of the page: one at a time. */
type Dialog =
  | { kind: 'newFolder'; parentId: string }
  | { kind: 'renameFolder'; folder: FileCategoryNode }
  | { kind: 'renameFile'; file: FileView }
  | { kind: 'moveFolder'; folder: FileCategoryNode }
  | { kind: 'moveFile'; file: FileView }
  | null;

/** 我的网盘: folders as a tree, files of the chosen folder as cards, starred items, and the trash. */
export default function DrivePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('all');
  const [folderId, setFolderId] = useState<string>(ROOT_ID);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<FileView | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const tree = useQuery({ queryKey: [...KEY, 'tree'], queryFn: folders.tree });
  const nodes = tree.data ?? NO_FOLDERS;
  const all = useMemo(() => flattenFolders(nodes), [nodes]);
  const folder = all.find((n) => n.id === folderId);

  const filesQuery = mode === 'collect' ? { isCollect: true } : { categoryId: folderId, ...(search.trim() ? { title: search.trim() } : {}) };
  const files = useQuery({
    queryKey: [...KEY, 'files', mode, filesQuery, page],
    queryFn: () => drive.files({ ...filesQuery, delFlag: 0, pageNumber: page, pageSize: PAGE_SIZE, sort: 'createTime', order: 'desc' }),
    enabled: mode !== 'trash',
  });
  const trash = useQuery({
    queryKey: [...KEY, 'trash'],
    queryFn: async () => {
      const [trashedFolders, trashedFiles] = await Promise.all([
        folders.list({ delFlag: 2 }),
        drive.files({ delFlag: 2, pageSize: 100, sort: 'updateTime', order: 'desc' }),
      ]);
      return trashItems(trashedFolders, trashedFiles.content);
    },
    enabled: mode === 'trash',
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  /** Runs a call, says it worked and reloads the drive; a failure was already shown by the client. */
  const act = (call: () => Promise<unknown>, done: string) =>
    call().then(
      () => {
        void message.success(done);
        void refresh();
      },
      () => {},
    );
  const openFolder = (id: string) => {
    setFolderId(id);
    setPage(1);
    setMode('all');
  };

  const fileActions: FileActions = {
    preview: setPreview,
    rename: (file) => setDialog({ kind: 'renameFile', file }),
    copy: (file) => void act(() => drive.copy(file.id), t('files.copied')),
    move: (file) => setDialog({ kind: 'moveFile', file }),
    collect: (file) => void act(() => drive.collect(file.id), file.isCollect ? t('drive.uncollectDone') : t('drive.collectDone')),
    share: (file) =>
      void act(
        async () => {
          const view = await drive.share(file.id, !file.shared);
          // The link to hand out: the page's origin and the plain (unsigned) address.
          if (view.shared) await navigator.clipboard?.writeText(new URL(view.url, window.location.href).href).catch(() => undefined);
        },
        file.shared ? t('drive.unshareDone') : t('drive.shareDone'),
      ),
    revokeLinks: (file) =>
      modal.confirm({
        title: t('files.revokeLinksOne', { name: file.title }),
        content: t('files.revokeLinksTip'),
        okText: t('files.revokeLinks'),
        onOk: () => act(() => drive.revokeLinks(file.id), t('files.revokeLinksDone')),
      }),
    trash: (file) => void act(() => drive.trash([file.id]), t('drive.trashedShort')),
  };
  const trashFolder = (target: FileCategoryNode) =>
    modal.confirm({
      title: t('drive.trashOne', { thing: t('drive.folderThing'), name: target.title }),
      content: t('drive.trashFolderTip'),
      okText: t('drive.toTrash'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'confirm-trash-ok' } as object) },
      onOk: () =>
        folders.trash(target.id).then(() => {
          void message.success(t('drive.trashedShort'));
          openFolder(target.parentId || ROOT_ID);
          void refresh();
        }),
    });

  const moving = dialog?.kind === 'moveFile' || dialog?.kind === 'moveFolder' ? dialog : null;
  const naming = dialog?.kind === 'newFolder' || dialog?.kind === 'renameFolder' || dialog?.kind === 'renameFile' ? dialog : null;

  const folderTools = (
    <Space size={4} wrap>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<FolderAddOutlined />}
        onClick={() => setDialog({ kind: 'newFolder', parentId: folderId })}
        data-testid="drive-new-folder"
      >
        {t('drive.newFolder')}
      </Button>
      {folder ? (
        <>
          <Tooltip title={t('files.rename')}>
            <Button size="small" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'renameFolder', folder })} aria-label={t('files.rename')} />
          </Tooltip>
          <Tooltip title={t('drive.move')}>
            <Button
              size="small"
              icon={<FolderOpenOutlined />}
              onClick={() => setDialog({ kind: 'moveFolder', folder })}
              aria-label={t('drive.move')}
              data-testid="drive-folder-move"
            />
          </Tooltip>
          <Tooltip title={folder.isCollect ? t('drive.uncollect') : t('drive.collect')}>
            <Button
              size="small"
              icon={folder.isCollect ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              onClick={() => void act(() => folders.collect(folder.id), folder.isCollect ? t('drive.uncollectDone') : t('drive.collectDone'))}
              aria-label={t('drive.collect')}
              data-testid="drive-folder-collect"
            />
          </Tooltip>
          <Tooltip title={t('drive.toTrash')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => trashFolder(folder)}
              aria-label={t('drive.toTrash')}
              data-testid="drive-folder-trash"
            />
          </Tooltip>
        </>
      ) : null}
    </Space>
  );

  const fileList = (
    <Spin spinning={files.isFetching}>
      <FileGrid files={files.data?.content ?? []} actions={fileActions} />
      {(files.data?.totalElements ?? 0) > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={files.data?.totalElements}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </Spin>
  );

  const collectedFolders = all.filter((n) => n.isCollect);

  return (
    <div data-testid="drive-page">
      <Segmented<Mode>
        value={mode}
        onChange={(value) => {
          setMode(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: <span data-testid="drive-tab-all">{t('drive.all')}</span>, icon: <AppstoreOutlined /> },
          { value: 'collect', label: <span data-testid="drive-tab-collect">{t('drive.collected')}</span>, icon: <StarOutlined /> },
          { value: 'trash', label: <span data-testid="drive-tab-trash">{t('drive.trash')}</span>, icon: <DeleteOutlined /> },
        ]}
        style={{ marginBottom: 16 }}
      />

      {mode === 'all' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8} xl={6}>
            <Card size="small" title={t('drive.folders')} styles={{ body: { padding: 12 } }}>
              <div style={{ marginBottom: 8 }}>{folderTools}</div>
              <Spin spinning={tree.isFetching}>
                <div style={{ overflowX: 'auto' }} data-testid="drive-tree">
                  <FolderTree
                    nodes={nodes}
                    selectedId={folderId}
                    onSelect={openFolder}
                    onMove={(id, parentId) => {
                      const dragged = all.find((n) => n.id === id);
                      if (dragged && dragged.parentId !== parentId && !subtreeIds(dragged).has(parentId))
                        void act(() => folders.move(dragged, parentId), t('drive.moved'));
                    }}
                  />
                </div>
              </Spin>
            </Card>
          </Col>
          <Col xs={24} lg={16} xl={18}>
            <Card size="small" styles={{ body: { padding: 12 } }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
                <Breadcrumb
                  items={[{ id: ROOT_ID, title: t('drive.root') }, ...pathTo(nodes, folderId)].map((n) => ({
                    title: n.id === folderId ? n.title : <a onClick={() => openFolder(n.id)}>{n.title}</a>,
                  }))}
                  data-testid="drive-path"
                />
                <Space wrap size={8}>
                  <Input.Search
                    allowClear
                    placeholder={t('drive.searchPlaceholder')}
                    style={{ width: 180 }}
                    onSearch={(v) => {
                      setSearch(v);
                      setPage(1);
                    }}
                  />
                  <HasPerm value="app:file:upload">
                    <FileUploadButton categoryId={folderId} onUploaded={() => void refresh()} />
                  </HasPerm>
                </Space>
              </div>
              {fileList}
            </Card>
          </Col>
        </Row>
      ) : null}

      {mode === 'collect' ? (
        <Card size="small" styles={{ body: { padding: 12 } }}>
          {collectedFolders.length ? (
            <Space wrap size={8} style={{ marginBottom: 12 }}>
              {collectedFolders.map((n) => (
                <Button key={n.id} icon={<FolderOutlined style={{ color: '#fa8c16' }} />} onClick={() => openFolder(n.id)}>
                  {n.title} <StarFilled style={{ color: '#faad14' }} />
                </Button>
              ))}
            </Space>
          ) : null}
          {fileList}
        </Card>
      ) : null}

      {mode === 'trash' ? (
        <Card size="small" styles={{ body: { padding: 12 } }}>
          <TrashPanel items={trash.data ?? []} loading={trash.isFetching} onChanged={() => void refresh()} />
        </Card>
      ) : null}

      <FilePreview file={preview} onClose={() => setPreview(null)} />
      <TitleModal
        open={
          naming?.kind === 'newFolder'
            ? { heading: naming.parentId === ROOT_ID ? t('drive.newFolder') : t('drive.newSubFolder') }
            : naming?.kind === 'renameFolder'
              ? { heading: t('files.rename'), initial: naming.folder.title }
              : naming?.kind === 'renameFile'
                ? { heading: t('files.rename'), initial: naming.file.title }
                : null
        }
        label={naming?.kind === 'renameFile' ? t('files.newTitle') : t('drive.folderName')}
        onClose={() => setDialog(null)}
        onSubmit={async (title) => {
          if (naming?.kind === 'newFolder') await folders.add(naming.parentId, title);
          else if (naming?.kind === 'renameFolder') await folders.rename(naming.folder.id, title);
          else if (naming?.kind === 'renameFile') await drive.rename(naming.file.id, title);
          void message.success(t('adminCommon.saved'));
          void refresh();
        }}
      />
      <MoveModal
        open={
          moving?.kind === 'moveFile'
            ? { heading: t('drive.moveTitle', { name: moving.file.title }), from: moving.file.categoryId ?? ROOT_ID }
            : moving?.kind === 'moveFolder'
              ? {
                  heading: t('drive.folderMoveTitle', { name: moving.folder.title }),
                  from: moving.folder.parentId || ROOT_ID,
                  disabled: subtreeIds(moving.folder),
                }
              : null
        }
        nodes={nodes}
        onClose={() => setDialog(null)}
        onMove={async (target) => {
          if (moving?.kind === 'moveFile') await folders.moveFiles([moving.file.id], target);
          else if (moving?.kind === 'moveFolder') await folders.move(moving.folder, target);
          void message.success(t('drive.moved'));
          void refresh();
        }}
      />
    </div>
  );
}
