import {
  CopyOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  LinkOutlined,
  MoreOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { formatFileSize, type FileView } from '@zhiyuan/shared';
import { Card, Dropdown, Empty, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadUrl, FileThumb } from '../../../../components/file-preview';

export interface FileActions {
  preview: (file: FileView) => void;
  rename: (file: FileView) => void;
  copy: (file: FileView) => void;
  move: (file: FileView) => void;
  collect: (file: FileView) => void;
  /** Public link on or off. */
  share: (file: FileView) => void;
  /** Every link given so far stops working. */
  revokeLinks: (file: FileView) => void;
  trash: (file: FileView) => void;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))', gap: 12 } as const;
const COVER = {
  width: '100%',
  height: 110,
  padding: 0,
  border: 0,
  cursor: 'pointer',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#f5f7fa',
} as const;

/** Files of a folder as cards: the thumbnail opens the preview, the star collects, ⋯ has the rest. */
export function FileGrid({ files, actions }: { files: FileView[]; actions: FileActions }) {
  const { t } = useTranslation();
  if (!files.length) return <Empty description={t('drive.empty')} style={{ padding: '32px 0' }} />;
  return (
    <div style={GRID} data-testid="drive-files">
      {files.map((f) => (
        <Card
          key={f.id}
          size="small"
          hoverable
          data-testid="drive-file"
          data-title={f.title}
          styles={{ body: { padding: '8px 10px' } }}
          cover={
            <button type="button" style={COVER} onClick={() => actions.preview(f)} aria-label={t('files.preview')}>
              {f.thumbUrl ? (
                <img
                  src={f.thumbUrl}
                  alt={f.title}
                  loading="lazy"
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  data-testid="file-thumb"
                />
              ) : (
                <FileThumb file={f} size={64} />
              )}
            </button>
          }
          actions={[
            <Tooltip key="collect" title={f.isCollect ? t('drive.uncollect') : t('drive.collect')}>
              <span onClick={() => actions.collect(f)} data-testid="drive-file-collect">
                {f.isCollect ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              </span>
            </Tooltip>,
            <Tooltip key="preview" title={t('files.preview')}>
              <EyeOutlined onClick={() => actions.preview(f)} />
            </Tooltip>,
            <Dropdown
              key="more"
              trigger={['click']}
              menu={{
                items: [
                  { key: 'rename', icon: <EditOutlined />, label: t('files.rename'), onClick: () => actions.rename(f) },
                  { key: 'copy', icon: <CopyOutlined />, label: <span data-testid="drive-file-copy">{t('files.copy')}</span>, onClick: () => actions.copy(f) },
                  {
                    key: 'move',
                    icon: <FolderOpenOutlined />,
                    label: <span data-testid="drive-file-move">{t('drive.move')}</span>,
                    onClick: () => actions.move(f),
                  },
                  { key: 'download', icon: <DownloadOutlined />, label: <a href={downloadUrl(f)}>{t('files.download')}</a> },
                  {
                    key: 'share',
                    icon: <LinkOutlined />,
                    label: <span data-testid="drive-file-share">{f.shared ? t('drive.unshare') : t('drive.share')}</span>,
                    onClick: () => actions.share(f),
                  },
                  {
                    key: 'revokeLinks',
                    icon: <DisconnectOutlined />,
                    label: <span data-testid="drive-file-revoke-links">{t('files.revokeLinks')}</span>,
                    onClick: () => actions.revokeLinks(f),
                  },
                  { type: 'divider' },
                  {
                    key: 'trash',
                    icon: <DeleteOutlined />,
                    danger: true,
                    label: <span data-testid="drive-file-trash">{t('drive.toTrash')}</span>,
                    onClick: () => actions.trash(f),
                  },
                ],
              }}
            >
              <MoreOutlined data-testid="drive-file-more" aria-label={t('files.more')} />
            </Dropdown>,
          ]}
        >
          <Typography.Text ellipsis={{ tooltip: f.title }} style={{ display: 'block', fontSize: 13 }}>
            {f.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatFileSize(f.size)}
          </Typography.Text>
          {f.shared && (
            <Tag color="green" bordered={false} style={{ marginLeft: 6, fontSize: 11 }} data-testid="drive-file-shared">
              {t('drive.sharedTag')}
            </Tag>
          )}
        </Card>
      ))}
    </div>
  );
}
