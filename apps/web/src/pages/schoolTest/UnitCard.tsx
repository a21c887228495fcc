import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { explainUnit, groupName, type RecommendUnit } from '@zhiyuan/shared';
import { TIER_COLORS, bandText, percent } from '../../components/volunteer/model.ts';
import { PlanBadge } from '../../components/volunteer/PlanBadge.tsx';
import { useAppStore } from '../../stores/app.ts';

/**
 * One recommended unit: tier, probability with its band and confidence, the years behind it, and
 * "add to form". Its explanation is written here when opened, from the unit's own fields.
 */
export function UnitCard({
  unit,
  studentRank,
  added,
  busy,
  onAdd,
}: {
  unit: RecommendUnit;
  studentRank: number;
  added: boolean;
  busy: boolean;
  onAdd(): void;
}) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const title = unit.majorName ? `${unit.schoolName} · ${unit.majorName}` : unit.schoolName;
  return (
    <li className="zy-rec__card" data-testid="unit-card" data-tier={unit.tier ?? 'apart'}>
      {unit.tier ? (
        <div className="zy-rec__tier" style={{ background: TIER_COLORS[unit.tier] }} data-testid="unit-tier">
          {unit.tier}
        </div>
      ) : (
        // Shown apart: thin data, a chance that alone would make it 保/垫 (RecommendUnit.thin).
        <div className="zy-rec__tier zy-rec__tier--apart" data-testid="unit-apart">
          {t('thinGroup.badge')}
        </div>
      )}
      <div className="zy-rec__body">
        <div className="zy-rec__title">
          <span className="zy-rec__name" data-testid="unit-name">
            {title}
          </span>
          {groupName(unit.groupCode, language) ? (
            <Tag className="zy-rec__group" data-testid="unit-group">
              {groupName(unit.groupCode, language)}
            </Tag>
          ) : null}
          {unit.tags.slice(0, 3).map((tag) => (
            <Tag key={tag} color="blue">
              {tag}
            </Tag>
          ))}
        </div>
        <div className="zy-muted">
          {[
            unit.schoolCode,
            unit.region,
            unit.city,
            unit.type,
            unit.isPrivate ? t('smartFill.private') : null,
            unit.tuition ? t('smartFill.tuition', { n: unit.tuition }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        {unit.plan ? (
          <div className="zy-rec__plan" data-testid="unit-plan">
            <PlanBadge plan={unit.plan} />
          </div>
        ) : null}
        {!unit.majorName && unit.majors.length ? (
          <div className="zy-rec__majors">
            {unit.majors
              .slice(0, 8)
              .map((m) => m.name)
              .join('、')}
            {unit.majors.length > 8 ? t('smartFill.moreMajors', { n: unit.majors.length }) : ''}
          </div>
        ) : null}
        {unit.thin ? (
          <div className="zy-rec__apart" data-testid="unit-apart-reason">
            {t('thinGroup.label', { reasons: unit.thin.reasons.map((r) => t(`thinGroup.reason.${r}`)).join('、') })}
            {' · '}
            {t('thinGroup.would', { tier: unit.thin.tier })}
          </div>
        ) : null}
        <div className="zy-rec__flags">
          {unit.flags.map((f) => (
            <Tag key={f} color="gold">
              {t(`smartFill.flag.${f}`)}
            </Tag>
          ))}
          {unit.electiveRequirement ? <Tag>{t('smartFill.elective', { text: unit.electiveRequirement })}</Tag> : null}
        </div>
        {open ? (
          <div className="zy-rec__explain" data-testid="unit-explain">
            <p>{explainUnit(unit, studentRank, language)}</p>
            {unit.plan?.majors.length ? (
              <div className="zy-rec__years-wrap" data-testid="unit-plan-majors">
                <table className="zy-rec__years">
                  <caption>{t('smartFill.planMajors', { year: unit.plan.year })}</caption>
                  <thead>
                    <tr>
                      <th>{t('schools.lines.major')}</th>
                      <th>{t('schools.plans.seats')}</th>
                      <th>{t('schools.plans.tuition')}</th>
                      <th>{t('schools.lines.elective')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {unit.plan.majors.map((m, i) => (
                      <tr key={`${m.name}${i}`}>
                        <td className="zy-rec__plan-major">{m.name}</td>
                        <td>{m.planCount ?? '—'}</td>
                        <td>{m.tuition ?? '—'}</td>
                        <td>{m.electiveRequirement ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <div className="zy-rec__years-wrap">
              <table className="zy-rec__years">
                <thead>
                  <tr>
                    <th>{t('smartFill.year')}</th>
                    <th>{t('smartFill.minScore')}</th>
                    <th>{t('smartFill.minRank')}</th>
                    <th>{t('smartFill.yourRank')}</th>
                    <th>{t('smartFill.equivalent')}</th>
                    <th>{t('smartFill.source')}</th>
                  </tr>
                </thead>
                <tbody>
                  {unit.years.map((y) => (
                    <tr key={`${y.year}${y.subjectType}`}>
                      <td>
                        {y.year}
                        {y.mapped ? `（${y.subjectType}）` : ''}
                      </td>
                      <td>{y.minScore ?? '—'}</td>
                      <td>
                        {y.minRank ?? '—'}
                        {y.rankDerived ? '*' : ''}
                      </td>
                      <td>{y.studentRank ?? '—'}</td>
                      <td>{y.equivalentScore ?? '—'}</td>
                      <td>{y.official ? t('smartFill.official') : t('smartFill.thirdParty')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </div>
      <div className="zy-rec__side">
        <Tooltip title={t('smartFill.bandHint')}>
          <div className="zy-rec__prob" data-testid="unit-probability">
            {percent(unit.probability)}
          </div>
        </Tooltip>
        <div className="zy-muted" data-testid="unit-band">
          {bandText(unit.band)}
        </div>
        <div className="zy-muted">{t('smartFill.confidence', { grade: unit.confidence })}</div>
        <Button size="small" type="link" onClick={() => setOpen(!open)} data-testid="unit-why">
          {open ? t('smartFill.hide') : t('smartFill.why')}
        </Button>
        <Button
          type={added ? 'default' : 'primary'}
          size="small"
          icon={added ? <CheckOutlined /> : <PlusOutlined />}
          disabled={added || busy}
          onClick={onAdd}
          data-testid="unit-add"
        >
          {added ? t('smartFill.added') : t('smartFill.add')}
        </Button>
      </div>
    </li>
  );
}
