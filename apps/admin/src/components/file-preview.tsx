import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  PlayCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { FileView } from '@zhiyuan/shared';
import { Button, Image, Modal, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FileKind = 'image' | 'pdf' | 'video' | 'audio' | 'other';

/** What the browser can show of a file, by its sniffed MIME type. */
export function fileKind(type: string): FileKind {
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'other';
}

/** The address that saves the file under its title instead of showing it. */
export function downloadUrl(file: FileView): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`;
}

function iconOf(type: string): ReactNode {
  const kind = fileKind(type);
  if (kind === 'image') return <FileImageOutlined style={{ color: '#1677ff' }} />;
  if (kind === 'pdf') return <FilePdfOutlined style={{ color: '#e5484d' }} />;
  if (kind === 'video') return <PlayCircleOutlined style={{ color: '#7c3aed' }} />;
  if (kind === 'audio') return <SoundOutlined style={{ color: '#0e9f6e' }} />;
  if (/sheet|excel|csv/.test(type)) return <FileExcelOutlined style={{ color: '#16a34a' }} />;
  if (/word|document/.test(type)) return <FileWordOutlined style={{ color: '#2563eb' }} />;
  if (/zip|compressed|x-7z|x-tar|gzip|rar/.test(type)) return <FileZipOutlined style={{ color: '#d97706' }} />;
  if (type.startsWith('text/')) return <FileTextOutlined style={{ color: '#64748b' }} />;
  return <FileOutlined style={{ color: '#64748b' }} />;
}

/** A square thumbnail: the image's small copy, else an icon for its kind. */
export function FileThumb({ file, size = 48 }: { file: FileView; size?: number }) {
  const box = { width: size, height: size, borderRadius: 6, flex: 'none' } as const;
  // In the trash too: its signed link opens it for who lists it (only shared links stop there).
  if (file.thumbUrl) {
    return (
      <img
        src={file.thumbUrl}
        alt={file.title}
        loading="lazy"
        style={{ ...box, objectFit: 'cover', background: '#f5f5f5', display: 'block' }}
        data-testid="file-thumb"
      />
    );
  }
  return (
    <span style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: '#f5f7fa', fontSize: size * 0.5 }}>
      {iconOf(file.type)}
    </span>
  );
}

/**
 * The one previewer of the console (文件对象存储 and 我的网盘): images in antd's image viewer,
 * PDF in a frame, video and audio with the browser's controls, anything else offers a download.
 */
export function FilePreview({ file, onClose }: { file: FileView | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!file) return null;
  const kind = fileKind(file.type);

  if (kind === 'image') {
    return (
      <Image
        style={{ display: 'none' }}
        src={file.url}
        alt={file.title}
        preview={{ visible: true, src: file.url, onVisibleChange: (visible) => !visible && onClose(), destroyOnHidden: true }}
      />
    );
  }

  const download = (
    <Button key="download" type="primary" href={downloadUrl(file)} data-testid="file-preview-download">
      {t('files.download')}
    </Button>
  );
  const body =
    kind === 'pdf' ? (
      <iframe src={file.url} title={file.title} style={{ width: '100%', height: '70vh', border: 0, display: 'block' }} />
    ) : kind === 'video' ? (
      <video src={file.url} controls style={{ width: '100%', maxHeight: '70vh', background: '#000', display: 'block' }} />
    ) : kind === 'audio' ? (
      <audio src={file.url} controls style={{ width: '100%' }} />
    ) : (
      <Result icon={<span style={{ fontSize: 64 }}>{iconOf(file.type)}</span>} title={file.title} subTitle={t('files.noPreview')} />
    );

  return (
    <Modal
      open
      title={<span style={{ wordBreak: 'break-all' }}>{file.title}</span>}
      width={kind === 'pdf' || kind === 'video' ? 960 : 560}
      onCancel={onClose}
      footer={[download]}
      destroyOnHidden
    >
      <div data-testid="file-preview">{body}</div>
    </Modal>
  );
}
