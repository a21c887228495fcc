import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Input, Pagination, Segmented, Select, Skeleton, Switch } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PROVINCES,
  promisePercent,
  TIER_PROMISES,
  TIERS,
  type BatchOption,
  type RecommendResult,
  type RecommendUnit,
  type ScoreProfile,
  type Tier,
  type VolunteerForm,
  type VolunteerFormSummary,
} from '@zhiyuan/shared';
import { getForm, getMyForms, saveForm } from '../../api/forms.ts';
import { getBatches, getMyScore, recommend } from '../../api/smartFill.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';
import { ScoreEditor } from '../../components/volunteer/ScoreEditor.tsx';
import { defaultFormName } from '../../components/volunteer/NewFormButton.tsx';
import { TIER_COLORS, formPath, rowFromUnit } from '../../components/volunteer/model.ts';
import { UnitCard } from './UnitCard.tsx';
import '../../components/volunteer/volunteer.css';
import './recommend.css';

const PAGE_SIZE = 20;
/** A year option's counts for the thin-year message. */
const pick = (o: { units: number; schools: number } | undefined) => ({ units: o?.units ?? 0, schools: o?.schools ?? 0 });
const TAGS = ['985', '211', '双一流'];
const NEW = 'new';
/** The list of units shown apart (数据不足). */
const APART = 'apart';

/**
 * Route `schoolTest` (定位 / positioning): the student's score → units in tiers 冲/稳/保/垫 with
 * probability, band, confidence and the years behind each, filters, and "add to form".
 */
export default function SchoolTestPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<ScoreProfile | null | undefined>(undefined);
  const [batches, setBatches] = useState<BatchOption[]>([]);
  const [batch, setBatch] = useState<number | null>(null);
  /** The list shown: every unit, one tier, or the units shown apart for thin data. */
  const [tier, setTier] = useState<Tier | 'all' | typeof APART>('all');
  const [keyword, setKeyword] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [regions, setRegions] = useState<string[]>([]);
  const [unlikely, setUnlikely] = useState(false);
  const [page, setPage] = useState(1);
  /** The filing year asked for; undefined = the engine's default (the coming filing year). */
  const [year, setYear] = useState<number | undefined>(undefined);
  const [result, setResult] = useState<RecommendResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forms, setForms] = useState<VolunteerFormSummary[]>([]);
  const [targetId, setTargetId] = useState<string>(NEW);
  const [target, setTarget] = useState<VolunteerForm | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    getMyScore().then(setProfile, () => setProfile(null));
  }, []);

  useEffect(() => {
    if (!profile) return;
    getBatches({ province: profile.province, subjectType: profile.subjectType, year: profile.year }).then(
      (b) => {
        setBatches(b.batches);
        setBatch((current) =>
          current && b.batches.some((x) => x.batch === current) ? current : ((b.batches.find((x) => x.hasData) ?? b.batches[0])?.batch ?? null),
        );
      },
      (e: Error) => setError(e.message),
    );
  }, [profile]);

  const batchOption = batches.find((b) => b.batch === batch) ?? null;
  // The year the results (and the forms they are added to) are for: the asked one, else the answer's default.
  const filingYear = year ?? (result && result.province === profile?.province && result.subjectType === profile?.subjectType ? result.year : undefined);
  const perMajor = batchOption ? batchOption.volunteerNum === null : false;

  // The forms of this province and batch; the newest is the default target.
  const loadForms = useCallback(
    async (prefer?: string) => {
      if (!profile || !batch || !filingYear) return;
      const list = await getMyForms({ province: profile.province, batch });
      const mine = list.filter((f) => f.subjectType === profile.subjectType && f.year === filingYear);
      setForms(mine);
      setTargetId((current) => prefer ?? (mine.some((f) => f.id === current) ? current : (mine[0]?.id ?? NEW)));
    },
    [profile, batch, filingYear],
  );
  useEffect(() => {
    loadForms().catch(() => setForms([]));
  }, [loadForms]);
  useEffect(() => {
    if (targetId === NEW) setTarget(null);
    else getForm(targetId).then(setTarget, () => setTarget(null));
  }, [targetId]);

  useEffect(() => {
    if (!profile || !batch) return;
    setLoading(true);
    setError(null);
    recommend(
      {
        province: profile.province,
        year,
        subjectType: profile.subjectType,
        subjects: profile.subjects ?? undefined,
        score: profile.score,
        rank: profile.rankSource === 'given' ? (profile.rank ?? undefined) : undefined,
        batch,
        tiers: tier === 'all' || tier === APART ? undefined : [tier],
        thinOnly: tier === APART || undefined,
        includeUnlikely: unlikely || undefined,
        pageNumber: page,
        pageSize: PAGE_SIZE,
        filters: { keyword: keyword || undefined, tags: tags.length ? tags : undefined, regions: regions.length ? regions : undefined },
      },
      perMajor,
    )
      .then(setResult, (e: Error) => setError(e.message))
      .finally(() => setLoading(false));
  }, [profile, batch, perMajor, tier, keyword, tags, regions, unlikely, page, year]);

  const inForm = useMemo(() => new Set((target?.rows ?? []).map((r) => r.unitKey).filter(Boolean)), [target]);

  async function add(unit: RecommendUnit) {
    if (!profile || !batchOption || !result) return;
    setAdding(true);
    try {
      const row = rowFromUnit(unit, batchOption.volunteerNum === null ? 1 : batchOption.majorNum);
      const base = target ?? {
        name: defaultFormName({ ...profile, year: result.year }, batchOption.name),
        province: profile.province,
        year: result.year,
        subjectType: profile.subjectType,
        subjects: profile.subjects ?? [],
        batch: batchOption.batch,
        score: profile.score,
        // The rank the chances on this page were computed for, and its table: the form shows the same.
        rank: result.student.rank,
        rankTableYear: result.rankTable?.year ?? null,
        rows: [],
      };
      const res = await saveForm({
        id: target?.id,
        version: target?.version,
        name: base.name,
        province: base.province,
        year: base.year,
        subjectType: base.subjectType,
        subjects: base.subjects,
        batch: base.batch,
        score: base.score,
        rank: base.rank,
        rankTableYear: base.rankTableYear,
        rows: [...base.rows, row],
      });
      if (res.code !== 200) {
        feedback.error(res.message);
        return;
      }
      setTarget(res.result);
      if (!target) await loadForms(res.result.id);
      feedback.success(t('smartFill.addedTo', { name: res.result.name, count: res.result.rows.length }));
    } finally {
      setAdding(false);
    }
  }

  const showApart = !!result?.thinCount || tier === APART;
  const resetPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <div className={`zy-page zy-rec zy-rec--${device}`} data-testid="page-schoolTest">
      <h1 className="zy-rec__h1">{t('smartFill.title')}</h1>
      <p className="zy-muted">{t('smartFill.intro')}</p>
      <ScoreEditor
        compact
        onSaved={(p) => {
          setProfile(p);
          setYear(undefined);
          setPage(1);
        }}
      />
      {profile === undefined ? <Skeleton active /> : null}
      {profile === null ? <Alert type="info" showIcon message={t('smartFill.needScore')} /> : null}
      {profile ? (
        <>
          <div className="zy-rec__controls">
            <Select
              value={batch ?? undefined}
              onChange={resetPage(setBatch)}
              style={{ minWidth: 160 }}
              aria-label={t('forms.batchLabel')}
              data-testid="rec-batch"
              options={batches.map((b) => ({ value: b.batch, label: `${b.name}${b.hasData ? '' : t('smartFill.noData')}` }))}
            />
            {result ? (
              <span className="zy-rec__year">
                <span className="zy-muted">{t('smartFill.filingYear')}</span>
                <Select
                  value={result.year}
                  onChange={(v: number) => resetPage(setYear)(v === result.defaultYear ? undefined : v)}
                  style={{ minWidth: 120 }}
                  aria-label={t('smartFill.filingYear')}
                  data-testid="rec-year"
                  options={[...new Set([result.defaultYear, result.year, result.defaultYear - 1, result.defaultYear - 2])]
                    .sort((a, b) => b - a)
                    .map((y) => ({
                      value: y,
                      label: y === result.defaultYear ? t('smartFill.defaultYear', { year: y }) : t('smartFill.yearOption', { year: y }),
                    }))}
                />
              </span>
            ) : null}
            <span className="zy-rec__target">
              <span className="zy-muted">{t('smartFill.addTo')}</span>
              <Select
                value={targetId}
                onChange={setTargetId}
                style={{ minWidth: 180 }}
                data-testid="rec-target"
                options={[...forms.map((f) => ({ value: f.id, label: `${f.name}（${f.rowCount}）` })), { value: NEW, label: t('smartFill.newForm') }]}
              />
            </span>
            <Button icon={<FormOutlined />} disabled={!target} onClick={() => target && navigate(formPath(target.id, device))} data-testid="rec-open-form">
              {t('smartFill.openForm', { count: target?.rows.length ?? 0 })}
            </Button>
          </div>
          <div className="zy-rec__filters">
            <Input.Search
              allowClear
              placeholder={t('smartFill.keyword')}
              onSearch={resetPage(setKeyword)}
              style={{ maxWidth: 260 }}
              data-testid="rec-keyword"
            />
            <Checkbox.Group options={TAGS.map((x) => ({ value: x, label: x }))} value={tags} onChange={(v) => resetPage(setTags)(v as string[])} />
            <Select
              mode="multiple"
              allowClear
              placeholder={t('smartFill.regions')}
              value={regions}
              onChange={resetPage(setRegions)}
              style={{ minWidth: 160, maxWidth: 320 }}
              options={PROVINCES.map((p) => ({ value: p.province, label: p.province }))}
              maxTagCount={3}
            />
            <label className="zy-rec__switch">
              <Switch size="small" checked={unlikely} onChange={resetPage(setUnlikely)} /> {t('smartFill.unlikely')}
            </label>
          </div>
          {/* With the 数据不足 group six choices do not fit a phone's width: they scroll instead of squeezing. */}
          <div className="zy-rec__tiers">
            <Segmented
              block={device === 'mobile' && !showApart}
              value={tier}
              onChange={(v) => resetPage(setTier)(v as Tier | 'all' | typeof APART)}
              data-testid="rec-tiers"
              options={[
                { value: 'all', label: t('smartFill.all', { n: result ? TIERS.reduce((s, x) => s + result.counts[x], result.thinCount) : 0 }) },
                ...TIERS.map((x) => ({
                  value: x,
                  label: (
                    <span style={{ color: TIER_COLORS[x] }} data-testid={`rec-tier-${x}`}>
                      {x} {result?.counts[x] ?? 0}
                    </span>
                  ),
                })),
                // Units whose chance alone would make them 保/垫 but whose data is too thin: their own group.
                ...(showApart ? [{ value: APART, label: <span data-testid="rec-tier-apart">{t('thinGroup.tab', { n: result?.thinCount ?? 0 })}</span> }] : []),
              ]}
            />
          </div>
          <details className="zy-rec__promise zy-muted" data-testid="rec-promise">
            <summary>{t('tierPromise.title')}</summary>
            {TIERS.map((x) => (
              <div key={x}>{t(`tierPromise.${x}`, { pct: promisePercent(TIER_PROMISES[x]) })}</div>
            ))}
            <div>{t('tierPromise.thin', { pct: promisePercent(TIER_PROMISES.thin) })}</div>
            <div>{t('tierPromise.note', { asOf: TIER_PROMISES.asOf, pairs: TIER_PROMISES.pairs.toLocaleString() })}</div>
          </details>
          {result?.fullerYear
            ? (() => {
                const fuller = (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => resetPage(setYear)(result.fullerYear === result.defaultYear ? undefined : result.fullerYear!)}
                    data-testid="rec-fuller"
                  >
                    {t('smartFill.useFuller', { year: result.fullerYear, units: result.yearOptions.find((o) => o.year === result.fullerYear)?.units ?? '' })}
                  </Button>
                );
                // On a phone the button goes under the text (beside it, the text is squeezed into a column).
                return (
                  <Alert
                    type="warning"
                    showIcon
                    data-testid="rec-thin"
                    message={t('smartFill.thin', { year: result.year, ...pick(result.yearOptions.find((o) => o.year === result.year)) })}
                    description={device === 'mobile' ? fuller : undefined}
                    action={device === 'mobile' ? undefined : fuller}
                  />
                );
              })()
            : null}
          {result ? (
            <div className="zy-rec__basis" data-testid="rec-basis">
              <span>
                {t('smartFill.basis', {
                  year: result.year,
                  years: result.dataYears.slice(0, 3).join('、') || '—',
                  province: result.province,
                  tableYear: result.rankTable?.year ?? '—',
                  subjectType: result.rankTable?.subjectType ?? result.subjectType,
                })}
              </span>
              {result.rankTable?.standIn ? <span>{t('smartFill.standIn', { year: result.year, tableYear: result.rankTable.year })}</span> : null}
            </div>
          ) : null}
          {result ? (
            <div className="zy-rec__student" data-testid="rec-student">
              {t('smartFill.student', {
                score: result.student.score,
                rank: result.student.rank,
                tableYear: result.rankTable?.year ?? '—',
                subjectType: result.subjectType,
                years: result.dataYears.join('、') || '—',
              })}
              {result.electiveFiltered ? ` · ${t('smartFill.electiveFiltered', { n: result.electiveFiltered })}` : ''}
              {profile &&
              profile.rankSource !== 'given' &&
              profile.rank !== null &&
              profile.rank !== result.student.rank &&
              result.rankTable &&
              profile.rankTableYear !== result.rankTable.year ? (
                <div className="zy-muted" data-testid="rec-rank-differs">
                  {t('smartFill.rankDiffers', {
                    profileRank: profile.rank,
                    profileYear: profile.rankTableYear ?? profile.year,
                    year: result.year,
                    tableYear: result.rankTable.year,
                    rank: result.student.rank,
                  })}
                </div>
              ) : null}
            </div>
          ) : null}
          <DemoBanner data={result} />
          {result?.notes.length ? (
            // One box, open on a desktop; on a phone folded, so the first recommendation is on the first screen.
            <details className="zy-rec__notes" open={device !== 'mobile'} data-testid="rec-notes">
              <summary>{t('smartFill.notes', { n: result.notes.length })}</summary>
              <ul>
                {result.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {error ? <Alert type="error" showIcon message={error} /> : null}
          {loading && !result ? <Skeleton active /> : null}
          {result && !result.units.length ? <Empty description={t('smartFill.none')} /> : null}
          {result?.units.length ? (
            <>
              <ul className="zy-rec__list" data-testid="rec-list" aria-busy={loading || adding}>
                {result.units.map((u) => (
                  <UnitCard key={u.key} unit={u} studentRank={result.student.rank} added={inForm.has(u.key)} busy={adding} onAdd={() => add(u)} />
                ))}
              </ul>
              <Pagination current={page} pageSize={PAGE_SIZE} total={result.total} onChange={setPage} showSizeChanger={false} simple={device === 'mobile'} />
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
