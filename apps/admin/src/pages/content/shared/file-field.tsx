import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ContentAttachment, FileView } from '@zhiyuan/shared';
import { Button, Input, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPublicFile } from '../../../services/content';

export type FileAccept = 'image' | 'video' | 'document';
const ACCEPT: Record<FileAccept, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip',
};

/** Seconds of a video file, read by the browser from its metadata (null when it cannot tell). */
function videoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * One uploaded file as a form field: the value is its file id; `url` is where the saved item says it
 * lives (shown until a new upload replaces it). Files are shared, so the site shows them unsigned.
 */
export function FileField({
  value,
  onChange,
  url,
  accept,
  testId,
  onUploaded,
}: {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  url?: string | null;
  accept: FileAccept;
  testId?: string;
  /** The saved file (and, for a video, its length in seconds). */
  onUploaded?: (file: FileView, duration: number | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ url: string | null; title: string } | null>(url ? { url, title: '' } : null);
  // The drawer's form stays mounted while an item loads: take the saved file's address when it arrives.
  useEffect(() => setShown(url ? { url, title: '' } : null), [url]);
  const current = value ? shown : null;

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid={testId}>
      {current?.url && accept === 'image' && <img src={current.url} alt="" className="content-file-field__image" />}
      {current?.url && accept === 'video' && <video src={current.url} controls preload="metadata" className="content-file-field__video" />}
      {value && accept === 'document' && (
        <Typography.Link href={current?.url ?? undefined} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {current?.title || t('content.file.current')}
        </Typography.Link>
      )}
      <Space wrap>
        <Upload
          accept={ACCEPT[accept]}
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            const blob = file as File;
            setBusy(true);
            try {
              const [saved, seconds] = await Promise.all([uploadPublicFile(blob, blob.name), accept === 'video' ? videoDuration(blob) : Promise.resolve(null)]);
              setShown({ url: saved.url, title: saved.title });
              onChange?.(saved.id);
              onUploaded?.(saved, seconds);
              onSuccess?.(saved);
            } catch (error) {
              onError?.(error as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid={testId ? `${testId}-upload` : undefined}>
            {value ? t('content.file.replace') : t(`content.file.upload.${accept}`)}
          </Button>
        </Upload>
        {value && (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            {t('content.file.remove')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

/** 附件: files offered for download under an article, each with the title the site shows. */
export function AttachmentList({ value = [], onChange }: { value?: ContentAttachment[]; onChange?: (next: ContentAttachment[]) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const set = (next: ContentAttachment[]) => onChange?.(next);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="content-attachments">
      {value.map((a, i) => (
        <Space.Compact key={a.fileId} style={{ width: '100%' }}>
          <Input
            prefix={<PaperClipOutlined />}
            value={a.title}
            maxLength={100}
            aria-label={t('content.field.attachmentTitle')}
            onChange={(e) => set(value.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)))}
          />
          {a.url && (
            <Button href={a.url} target="_blank">
              {t('content.file.open')}
            </Button>
          )}
          <Button danger icon={<DeleteOutlined />} aria-label={t('content.file.remove')} onClick={() => set(value.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Upload
        accept={ACCEPT.document + ',image/*'}
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const blob = file as File;
          setBusy(true);
          try {
            const saved = await uploadPublicFile(blob, blob.name);
            set([...value, { fileId: saved.id, title: saved.title, url: saved.url }]);
            onSuccess?.(saved);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<PlusOutlined />} loading={busy}>
          {t('content.field.addAttachment')}
        </Button>
      </Upload>
    </Space>
  );
}
