import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../components/majors/links.ts';
import type { DeviceType } from '../../device.ts';
import './strongBase.css';

/** Pieces the three 强基 pages share (strongBase, strongBaseCooperationDetail, strongBasePosition). */

/** One school's page: strongBaseCooperationDetail/{id} on a desktop, its topic page with ?id= on a phone. */
export const schoolPath = (device: DeviceType, id: string) =>
  device === 'mobile' ? pagePath(device, 'strongBaseCooperationDetail', { id }) : `/strongBaseCooperationDetail/${encodeURIComponent(id)}`;

export const listPath = (device: DeviceType) => pagePath(device, 'strongBase');
export const calculatorPath = (device: DeviceType) => pagePath(device, 'strongBasePosition');

/** The 示例 mark of data shipped with the product and not yet checked. */
export function ExampleTag({ isExample }: { isExample: boolean }) {
  const { t } = useTranslation();
  if (!isExample) return null;
  return (
    <Tag color="gold" className="zy-example-badge" data-testid="example-badge" title={t('content.exampleHint')}>
      {t('content.example')}
    </Tag>
  );
}

/** A school with no school-specific public source yet (the admin's 示例 mark): the page shows only the general rules. */
export function UnverifiedTag({ isExample }: { isExample: boolean }) {
  const { t } = useTranslation();
  if (!isExample) return null;
  return (
    <Tag color="gold" className="zy-example-badge" data-testid="qj-unverified" title={t('strongBase.unverifiedHint')}>
      {t('strongBase.unverified')}
    </Tag>
  );
}

/** A source text's addresses as links (the rest as text). */
export function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s；;，,）)]+)/);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow" className="zy-qj__src-link">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A row's sources, "〔1〕publisher《title》address；〔2〕…", one per line with its mark; any other text as one line. */
export function SourceList({ source }: { source: string }) {
  const { t } = useTranslation();
  const items = source
    .split(/[；;]\s*(?=〔\d+〕)/)
    .map((x) => x.trim())
    .filter(Boolean);
  return (
    <section className="zy-qj__section zy-qj__sources" data-testid="qj-sources">
      <h3>{t('strongBase.detail.sources')}</h3>
      {items.some((x) => x.startsWith('〔')) && <p className="zy-pw__muted">{t('strongBase.detail.sourcesLead')}</p>}
      <ol>
        {items.map((x, i) => (
          <li key={i} data-testid="qj-source">
            <Linked text={x} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A number as the API gave it (no rounding of our own: the screen shows what the server computed). */
export const shown = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
