import { UploadOutlined } from '@ant-design/icons';
import type { FileView } from '@zhiyuan/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../services/file';

/**
 * 上传: sends each chosen file to /upload/file into `categoryId` (the caller's drive). The server
 * checks size and kind by content; its refusal (400 naming the file and the reason) is shown as is.
 */
export function FileUploadButton({ categoryId, onUploaded }: { categoryId?: string | null; onUploaded: (file: FileView) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  return (
    <Upload
      multiple
      showUploadList={false}
      customRequest={async ({ file, onSuccess, onError }) => {
        const blob = file as File;
        setBusy((n) => n + 1);
        try {
          const saved = await uploadFile(blob, blob.name, categoryId);
          void message.success(t('files.uploaded', { name: saved.title }));
          onSuccess?.(saved);
          onUploaded(saved);
        } catch (error) {
          onError?.(error as Error);
        } finally {
          setBusy((n) => n - 1);
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={busy > 0} data-testid="file-upload">
        {t('files.upload')}
      </Button>
    </Upload>
  );
}
