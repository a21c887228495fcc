import type { ContentKind, SimpleTable } from '@zhiyuan/shared';
import { Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import '../../../components/rich-editor/site-article.css';

export interface PreviewItem {
  kind: ContentKind;
  title: string;
  summary?: string;
  category?: string;
  province?: string | null;
  tags?: string[];
  body?: string;
  tables?: SimpleTable[];
}

/**
 * 预览: the item as the site shows it: the body through the same allow-list (SafeHtml) with the
 * site's article styles, then the article's data tables.
 */
export function PreviewModal({ item, onClose }: { item: PreviewItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!item} title={t('content.preview')} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      {item && (
        <div className="content-preview" data-testid="content-preview">
          <Typography.Title level={3} className="content-preview__title">
            {item.title || t('content.untitled')}
          </Typography.Title>
          <Space size={[6, 6]} wrap className="content-preview__meta">
            {item.category && (
              <Tag color="blue" bordered={false}>
                {item.category}
              </Tag>
            )}
            <Tag bordered={false}>{item.province || t('content.national')}</Tag>
            {item.tags?.map((tag) => (
              <Tag key={tag} bordered={false}>
                #{tag}
              </Tag>
            ))}
          </Space>
          {item.summary && (
            <Typography.Paragraph type="secondary" className="content-preview__summary">
              {item.summary}
            </Typography.Paragraph>
          )}
          {item.body?.trim() ? (
            <SafeHtml html={item.body} className="zy-article" data-testid="content-preview-body" />
          ) : (
            <Typography.Text type="secondary">{t('content.emptyBody')}</Typography.Text>
          )}
          {item.tables
            ?.filter((table) => table.columns.length)
            .map((table) => (
              <div key={table.id} className="zy-stable">
                {table.title && <div className="zy-stable__title">{table.title}</div>}
                <div className="zy-stable__scroll">
                  <table>
                    <thead>
                      <tr>
                        {table.columns.map((c, i) => (
                          <th key={i}>{c}</th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((row, r) => (
                        <tr key={r}>
                          {row.map((cell, c) => (
                            <td key={c}>{cell}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            ))}
        </div>
      )}
    </Modal>
  );
}
