import { Alert, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIERS, type RiskReport } from '@zhiyuan/shared';
import { TIER_COLORS } from './model.ts';

const LEVEL_TYPE = { low: 'success', medium: 'warning', high: 'error' } as const;

/** The risk check: chance of no admission (a floor), the tier mix, and the warnings. */
export function RiskPanel({ report }: { report: RiskReport }) {
  const { t } = useTranslation();
  const miss = Math.round(report.missProbability * 1000) / 10;
  return (
    <div className="zy-form__risk" data-testid="form-risk-panel">
      <Alert
        type={LEVEL_TYPE[report.level]}
        showIcon
        message={
          <span data-testid="form-risk-level">
            {t(`forms.riskLevel.${report.level}`)} · {t('forms.missChance', { percent: miss })}
          </span>
        }
        description={
          <div>
            <p className="zy-muted">{t('forms.riskMethod', { n: report.simulations.toLocaleString() })}</p>
            <div className="zy-form__risk-tiers">
              {TIERS.map((tier) => (
                <Tag key={tier} color={TIER_COLORS[tier]}>
                  {tier} {report.tiers[tier]}
                </Tag>
              ))}
              {report.tiers.none ? (
                <Tag>
                  {t('forms.noTier')} {report.tiers.none}
                </Tag>
              ) : null}
            </div>
            <Progress
              percent={Math.round((1 - report.missProbability) * 100)}
              size="small"
              status={report.level === 'high' ? 'exception' : 'normal'}
              format={(p) => t('forms.admitChance', { percent: p })}
            />
            {report.warnings.length ? (
              <ul className="zy-form__warnings">
                {report.warnings.map((w) => (
                  <li key={w.kind} data-testid={`risk-warning-${w.kind}`}>
                    {w.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        }
      />
    </div>
  );
}
