import { Tag, Tooltip } from 'antd';
import { HeartOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InstrumentSource, ReportCare } from '@zhiyuan/shared';

/** 自编题目: items we wrote where no open instrument fits. */
export function OwnItemsTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('tests.list.ownItemsHint')}>
      <Tag color="orange" className="zy-tests__own" data-testid="tests-own-items">
        {t('tests.list.ownItems')}
      </Tag>
    </Tooltip>
  );
}

/** The instrument: its name, the ©/™ notice that must go with it, citation and licence. */
export function SourceNote({ source, full = true, testId = 'tests-source' }: { source: InstrumentSource; full?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="zy-tests__source" data-testid={testId}>
      <dt>{t('tests.source.name')}</dt>
      <dd>
        <span data-testid={`${testId}-name`}>{source.name}</span>
        {source.ownItems && (
          <Tag color="orange" className="zy-tests__tag">
            {t('tests.source.ownItems')}
          </Tag>
        )}
        {source.translated && <Tag className="zy-tests__tag">{t('tests.source.translated')}</Tag>}
      </dd>
      {source.notice && (
        <>
          <dt>{t('tests.source.notice')}</dt>
          <dd data-testid={`${testId}-notice`}>{source.notice}</dd>
        </>
      )}
      {full && source.citation && (
        <>
          <dt>{t('tests.source.citation')}</dt>
          <dd>{source.citation}</dd>
        </>
      )}
      {full && source.licence && (
        <>
          <dt>{t('tests.source.licence')}</dt>
          <dd>{source.licence}</dd>
        </>
      )}
    </dl>
  );
}

/** "仅供参考，非诊断" as a quiet line. */
export function NotDiagnosis({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="zy-tests__nd" data-testid="tests-not-diagnosis">
      {text ?? t('tests.notDiagnosis')}
    </p>
  );
}

/** When an answer pattern calls for care: the server's gentle words and the help line. */
export function CareBox({ care }: { care: ReportCare }) {
  const { t } = useTranslation();
  const number = care.helpline.match(/\d{5,}/)?.[0] ?? '12356';
  return (
    <aside className={`zy-tests__care zy-tests__care--${care.level}`} data-testid="tr-care" data-level={care.level} role="note">
      <h2>
        <HeartOutlined aria-hidden="true" /> {t('tests.report.care.title')}
      </h2>
      <p data-testid="tr-care-message">{care.message}</p>
      <p className="zy-tests__care-line" aria-label={t('tests.report.care.helpline')}>
        <strong data-testid="tr-care-helpline">{care.helpline}</strong>
        <a href={`tel:${number}`} className="zy-tests__care-call">
          <PhoneOutlined aria-hidden="true" /> {t('tests.report.care.call', { number })}
        </a>
      </p>
      <p className="zy-tests__care-note">{t('tests.report.care.note')}</p>
    </aside>
  );
}
