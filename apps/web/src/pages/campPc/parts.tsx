import { ExportOutlined, FlagOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CampCard } from '@zhiyuan/shared';
import { safeLink } from '../../components/majors/links.ts';
import { campDays, campStatus, type CampStatus } from '../../components/pathways/logic.ts';

/** Pieces the list and the detail of 高校营 share. */

export const PAGE = 'campPc';
export const pageIcon = <FlagOutlined />;

const SEASON_COLORS: Record<string, string> = { 夏令营: 'volcano', 冬令营: 'blue', 科学营: 'purple', 开放日: 'green' };
const STATUS_COLORS: Record<CampStatus, string> = { upcoming: 'processing', running: 'success', ended: 'default' };

/** The season, whether it is still to come, on, or over, and the 示例 mark. */
export function CampTags({ camp, today }: { camp: CampCard; today: string }) {
  const { t } = useTranslation();
  // The server's flag decides "over" (its clock); the day decides "on now".
  const status: CampStatus = camp.ended ? 'ended' : campStatus(camp.extra, today) === 'running' ? 'running' : 'upcoming';
  return (
    <>
      {camp.extra.season && <Tag color={SEASON_COLORS[camp.extra.season] ?? 'cyan'}>{camp.extra.season}</Tag>}
      <Tag color={STATUS_COLORS[status]} data-testid="camp-status" data-status={status}>
        {t(`pathways.camp.status.${status}`)}
      </Tag>
      {camp.isExample && (
        <Tag color="gold" className="zy-example-badge" data-testid="example-badge" title={t('content.exampleHint')}>
          {t('content.example')}
        </Tag>
      )}
    </>
  );
}

/** The dates, the deadline, who and the fee (and how to apply, in full, on the detail). */
export function CampFacts({ camp, today, full = false }: { camp: CampCard; today: string; full?: boolean }) {
  const { t } = useTranslation();
  const days = campDays(camp.extra);
  const { applyBy, who, fee, howToApply } = camp.extra;
  return (
    <dl className="zy-pw-camp__facts">
      <dt>{t('pathways.camp.dates')}</dt>
      <dd data-testid="camp-dates">{days.end ? t('pathways.camp.range', { start: days.start, end: days.end }) : days.start}</dd>
      <dt>{t('pathways.camp.applyBy')}</dt>
      <dd>
        {applyBy ?? <span className="zy-pw-coop__unknown">{t('pathways.camp.applyByUnknown')}</span>}
        {applyBy && applyBy < today && !camp.ended && <span className="zy-pw-coop__unknown">{t('pathways.camp.applyClosed')}</span>}
      </dd>
      {who && (
        <>
          <dt>{t('pathways.camp.who')}</dt>
          <dd>{who}</dd>
        </>
      )}
      <dt>{t('pathways.camp.fee')}</dt>
      <dd>{fee || <span className="zy-pw-coop__unknown">{t('pathways.camp.feeUnknown')}</span>}</dd>
      {full && howToApply && (
        <>
          <dt>{t('pathways.camp.howToApply')}</dt>
          <dd data-testid="camp-how">{howToApply}</dd>
        </>
      )}
    </dl>
  );
}

/** The school's own page, in a new window that cannot reach back into this one. */
export function CampLink({ link, button = false }: { link: string; button?: boolean }) {
  const { t } = useTranslation();
  const href = safeLink(link);
  if (!href) return null;
  if (button) {
    return (
      <Button
        type="primary"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        icon={<ExportOutlined />}
        iconPosition="end"
        title={t('pathways.camp.linkNote')}
        data-testid="camp-link"
      >
        {t('pathways.camp.link')}
      </Button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="zy-pw-camp__link" title={t('pathways.camp.linkNote')} data-testid="camp-link">
      {t('pathways.camp.link')} <ExportOutlined />
    </a>
  );
}
