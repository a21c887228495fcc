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

/** A number as the API gave it (no rounding of our own: the screen shows what the server computed). */
export const shown = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
