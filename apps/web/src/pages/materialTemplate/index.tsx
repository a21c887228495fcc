import { useEffect, useRef, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContentDetail } from '@zhiyuan/shared';
import { getTemplates } from '../../api/content.ts';
import { downloadFile } from '../../api/forms.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentEmpty, ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { previewLines, templateFileName } from '../../components/pathways/logic.ts';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';

/**
 * Route `materialTemplate` (申请材料): templates (个人陈述, 推荐信, 综评 forms …) with what each is for,
 * the start of its text and a download (GET /content/template/download/{id}). ?id= points at one.
 */
export default function MaterialTemplatePage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params] = useSearchParams();
  const focusId = params.get('id') ?? '';
  const query = useQuery({ queryKey: ['content', 'templates'], queryFn: getTemplates, retry: false });

  return (
    <PathwaysPage name="materialTemplate">
      <ContentState query={query} isEmpty={(items) => items.length === 0} empty={<ContentEmpty description={t('pathways.templates.empty')} />}>
        {(items) =>
          focusId && !items.some((item) => item.id === focusId) ? (
            <ContentNotFound backTo={pagePath(device, 'materialTemplate')} />
          ) : (
            <>
              <p className="zy-pw__note">{t('pathways.templates.hint')}</p>
              <div className="zy-pw-tpl__grid">
                {items.map((item) => (
                  <TemplateCard key={item.id} item={item} active={item.id === focusId} />
                ))}
              </div>
            </>
          )
        }
      </ContentState>
    </PathwaysPage>
  );
}

function TemplateCard({ item, active }: { item: ContentDetail<'template'>; active: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'center' });
  }, [active]);
  const preview = previewLines(item.extra.text);

  const download = async () => {
    setBusy(true);
    try {
      // The text form answers text/plain; an uploaded file keeps its own type.
      await downloadFile(`/content/template/download/${encodeURIComponent(item.id)}`, item.extra.fileId ? '' : 'text/plain', templateFileName(item));
      feedback.success(t('pathways.templates.downloaded'));
    } catch (error) {
      feedback.error(t('pathways.templates.downloadFailed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article ref={ref} className={`zy-pw__card zy-pw-tpl__item${active ? ' zy-pw__card--active' : ''}`} data-testid="template-item">
      <div className="zy-pw-tpl__head">
        <h3>
          {item.title} <ExampleBadge item={item} />
        </h3>
        <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="template-download">
          {t('pathways.templates.download')}
        </Button>
      </div>
      {item.summary && (
        <p>
          <span className="zy-pw__muted">{t('pathways.templates.use')}：</span>
          {item.summary}
        </p>
      )}
      <ContentBody html={item.body} testId="template-body" />
      {item.extra.text && (
        <pre className="zy-pw-tpl__preview" aria-label={t('pathways.templates.preview')} data-testid="template-preview">
          {preview.lines.join('\n')}
          {preview.more ? `\n${t('pathways.templates.more')}` : ''}
        </pre>
      )}
    </article>
  );
}
