import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MajorPositionReport, PositionClass, PositionMajor } from '@zhiyuan/shared/contracts/career';
import { getOccupation } from '../../api/career.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { OccupationCard } from '../../components/career/CareerLeads.tsx';
import { RiasecHexagon } from '../../components/career/RiasecHexagon.tsx';
import { OnetAttribution } from '../../components/career/OnetAttribution.tsx';
import { majorDetailPath, pagePath, schoolDetailPath } from '../../components/majors/links.ts';
import { useDevice } from '../../device.ts';

const TESTS: Record<string, string> = { values: 'job-value', personality: 'personality' };

/** The 专业定位 part of the report: the profile, the ranked 专业类 with majors, schools and lines, and the notes. */
export function PositionSection({ query }: { query: { isLoading: boolean; error: unknown; data?: MajorPositionReport; refetch: () => unknown } }) {
  const { t } = useTranslation();
  const device = useDevice();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.error instanceof ApiError && query.error.code === 404) {
    return (
      <section className="zy-career-card" data-testid="position-empty">
        <Empty
          description={
            <>
              <strong>{t('career.report.noTest')}</strong>
              <p className="zy-career-muted">{t('career.report.noTestDesc')}</p>
            </>
          }
        >
          <Link to={pagePath(device, 'test', { kind: 'major-position' })} data-testid="position-take">
            <Button type="primary">{t('career.report.takeTest')}</Button>
          </Link>{' '}
          <Link to={pagePath(device, 'testGuide')}>{t('career.guide.title')}</Link>
        </Empty>
      </section>
    );
  }
  if (query.error || !query.data) {
    return (
      <section className="zy-career-card" data-testid="position-error">
        <Result
          status="warning"
          title={t('career.report.loadFailed')}
          subTitle={errorMessage(query.error, '')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  }
  const r = query.data;
  return (
    <div data-testid="position" data-code={r.code}>
      <DemoBanner demo={r.dataMode === 'demo'} />
      <ProfileCard report={r} />
      <section className="zy-career-card" data-testid="position-ranked">
        <h2>{t('career.report.ranked')}</h2>
        <p className="zy-career-muted">
          {t('career.report.rankedHint')} {r.province ? (r.rank ? t('career.report.rankNote', { rank: r.rank }) : t('career.report.scoreNote')) : ''}
        </p>
        {r.classes.map((c) => (
          <ClassCard key={c.code} cls={c} report={r} />
        ))}
        {r.leastFit.length > 0 && (
          <p className="zy-career-muted" data-testid="position-least">
            {t('career.report.leastFit')}：{r.leastFit.map((c) => `${c.name}（${c.fit}）`).join('、')}
          </p>
        )}
      </section>
      <section className="zy-career-card" data-testid="position-notes">
        <h2>{t('career.report.notes')}</h2>
        <ul className="zy-pos__notes">
          {r.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <OnetAttribution />
      </section>
    </div>
  );
}

function PreferenceBar({ label, value, poles }: { label: string; value: number; poles: [string, string] }) {
  return (
    <div className="zy-pos__pref">
      <div className="zy-career-muted">{label}</div>
      <div className="zy-pos__pref-bar">
        <span className="zy-pos__pref-dot" style={{ left: `${((value + 2) / 4) * 100}%` }} />
      </div>
      <div className="zy-career-muted" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{poles[0]}</span>
        <span>{poles[1]}</span>
      </div>
    </div>
  );
}

function ProfileCard({ report }: { report: MajorPositionReport }) {
  const { t } = useTranslation();
  const device = useDevice();
  const [theory, applied] = t('career.report.theoryApplied').split(' ↔ ');
  const [people, things] = t('career.report.peopleThings').split(' ↔ ');
  return (
    <section className="zy-career-card" data-testid="position-profile">
      <h2>{t('career.report.position')}</h2>
      <div className="zy-pos__top">
        <RiasecHexagon profile={report.profile} />
        <div>
          <div className="zy-career-muted">{t('career.report.code')}</div>
          <div className="zy-pos__code" data-testid="position-code">
            {report.code}
          </div>
          <p className="zy-career-muted">
            {report.code
              .split('')
              .map((l) => t(`career.riasec.${l}`))
              .join(' · ')}
          </p>
          <PreferenceBar label={t('career.report.theoryApplied')} value={report.preferences.theoryApplied} poles={[theory, applied]} />
          <PreferenceBar label={t('career.report.peopleThings')} value={report.preferences.peopleThings} poles={[people, things]} />
        </div>
      </div>
      <p data-testid="position-summary">{report.summary}</p>
      <div className="zy-career-muted">{t('career.report.inputs')}</div>
      <div className="zy-pos__inputs" data-testid="position-inputs">
        {report.inputs.map((input) =>
          input.used ? (
            <Tag key={input.key} color="green" bordered={false} data-testid="position-input" data-key={input.key}>
              {t('career.report.inputUsed', { name: t(`career.report.inputNames.${input.key}`), weight: Math.round(input.weight * 100) })}
            </Tag>
          ) : (
            <Tag key={input.key} bordered={false} data-testid="position-input-missing" data-key={input.key}>
              {t('career.report.inputMissing', { name: t(`career.report.inputNames.${input.key}`) })}{' '}
              <Link to={pagePath(device, 'test', { kind: TESTS[input.key] })}>{t('career.report.takeMissing')}</Link>
            </Tag>
          ),
        )}
      </div>
    </section>
  );
}

function ClassCard({ cls, report }: { cls: PositionClass; report: MajorPositionReport }) {
  const { t } = useTranslation();
  const [occupation, setOccupation] = useState<string | null>(null);
  return (
    <article className="zy-pos__class" data-testid="position-class" data-code={cls.code} data-fit={cls.fit}>
      <div className="zy-pos__class-head">
        <span className="zy-pos__rank">{cls.rank}</span>
        <h3 data-testid="position-class-name">{cls.name}</h3>
        <span className="zy-career-muted">{cls.code}</span>
        <Tag color="blue" bordered={false}>
          {cls.riasec}
        </Tag>
        <span className="zy-pos__fit" data-testid="position-class-fit">
          {t('career.report.fit', { fit: cls.fit })}
        </span>
      </div>
      <div className="zy-pos__parts">
        {cls.parts.map((p) => (
          <Tag key={p.key} bordered={false}>
            {t('career.report.parts', { name: t(`career.report.inputNames.${p.key}`), score: p.score })}
          </Tag>
        ))}
      </div>
      <ul className="zy-pos__reasons">
        {cls.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="zy-career-muted">{t('career.report.majors')}</div>
      {cls.majors.map((m) => (
        <MajorBlock key={m.id} major={m} province={report.province} />
      ))}
      {cls.moreMajors > 0 && <p className="zy-career-muted">{t('career.report.moreMajors', { count: cls.moreMajors })}</p>}
      <div className="zy-pos__careers">
        <span className="zy-career-muted">{t('career.report.careers')}：</span>
        {cls.occupations.map((o) => (
          <Tag key={o.id} color="geekblue" bordered={false} onClick={() => setOccupation(o.id)} data-testid="position-career" data-id={o.id}>
            {o.name} {o.riasec}
          </Tag>
        ))}
      </div>
      {occupation && <OccupationModal id={occupation} onClose={() => setOccupation(null)} />}
    </article>
  );
}

function MajorBlock({ major, province }: { major: PositionMajor; province: string | null }) {
  const { t } = useTranslation();
  const device = useDevice();
  return (
    <div className="zy-pos__major" data-testid="position-major" data-id={major.id}>
      <div className="zy-pos__major-head">
        <Link to={majorDetailPath(device, major.id)} data-testid="position-major-link">
          <strong>{major.name}</strong>
        </Link>
        <span className="zy-career-muted">{major.code}</span>
        {province && (
          <span className="zy-career-muted" data-testid="position-major-count">
            {t('career.report.schoolCount', { count: major.schoolCount })}
          </span>
        )}
      </div>
      {province && major.schools.length === 0 && <p className="zy-career-muted">{t('career.report.noSchools', { province })}</p>}
      {major.schools.length > 0 && (
        <table className="zy-pos__schools">
          <thead>
            <tr>
              <th>{t('career.report.school')}</th>
              <th>{t('career.report.lines')}</th>
            </tr>
          </thead>
          <tbody>
            {major.schools.map((s) => (
              <tr key={`${s.schoolId ?? s.schoolName}|${s.majorName}|${s.subjectType}`} data-testid="position-school" data-school={s.schoolName}>
                <td>
                  {s.schoolId ? (
                    <Link to={schoolDetailPath(s.schoolId)} data-testid="position-school-name">
                      {s.schoolName}
                    </Link>
                  ) : (
                    <span data-testid="position-school-name">{s.schoolName}</span>
                  )}
                  <div className="zy-career-muted">
                    {s.majorName !== major.name ? `${s.majorName} · ` : ''}
                    {s.subjectType}
                  </div>
                </td>
                <td>
                  <div className="zy-pos__lines">
                    {s.lines.map((l) => (
                      <span key={l.year} data-testid="position-line" data-year={l.year} data-score={l.minScore ?? ''}>
                        {l.minRank !== null
                          ? t('career.report.line', { year: l.year, score: l.minScore ?? '—', rank: l.minRank.toLocaleString('en-US') })
                          : t('career.report.lineNoRank', { year: l.year, score: l.minScore ?? '—' })}
                      </span>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function OccupationModal({ id, onClose }: { id: string; onClose: () => void }) {
  const occupation = useQuery({ queryKey: ['career', 'occupation', id], queryFn: () => getOccupation(id), staleTime: 10 * 60_000 });
  return (
    <Modal open onCancel={onClose} footer={null} title={occupation.data?.occupation.name ?? ''} width={520}>
      {occupation.data ? (
        <div data-testid="position-occupation">
          <ul className="zy-career__occs" style={{ gridTemplateColumns: '1fr' }}>
            <OccupationCard occupation={occupation.data.occupation} />
          </ul>
          <OnetAttribution />
        </div>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
