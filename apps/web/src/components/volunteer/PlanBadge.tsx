import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanChange, VolunteerRowPlan } from '@zhiyuan/shared';

const CHANGE_COLORS: Record<Exclude<PlanChange, null>, string> = { grew: 'green', shrank: 'orange', new: 'blue', same: 'default' };

/** A plan's change from the previous year's (扩招 / 缩招 / 新增 / 持平), or nothing when unknown. */
export function PlanChangeTag({ change, previous, total }: { change: PlanChange; previous: number | null; total?: number | null }) {
  const { t } = useTranslation();
  if (!change) return null;
  const text =
    total != null && change !== 'new'
      ? t(`smartFill.planChangeTotal.${change}`, { prev: previous ?? '—', total })
      : t(`smartFill.planChange.${change}`, { prev: previous ?? '—' });
  return (
    <Tag color={CHANGE_COLORS[change]} data-testid="plan-change" data-change={change}>
      {text}
    </Tag>
  );
}

/**
 * This year's plan of a unit or a 志愿表 row: seats, tuition, and how it changed from last year.
 * Tags wrap (a phone's width is never exceeded).
 */
export function PlanBadge({ plan, showTuition = true }: { plan: VolunteerRowPlan; showTuition?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="zy-plan" data-testid="plan-badge">
      <Tag color="geekblue">
        {plan.planCount !== null ? t('smartFill.plan', { year: plan.year, count: plan.planCount }) : t('smartFill.planNoCount', { year: plan.year })}
      </Tag>
      <PlanChangeTag change={plan.change} previous={plan.previousPlanCount} />
      {showTuition && plan.tuition !== null ? (
        <span className="zy-muted zy-plan__tuition">
          {t('smartFill.planTuition', { n: plan.tuitionLow != null && plan.tuitionLow !== plan.tuition ? `${plan.tuitionLow}–${plan.tuition}` : plan.tuition })}
        </span>
      ) : null}
    </span>
  );
}
