import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROVINCES } from '@zhiyuan/shared';
import { getControlLines, getRankOptions, getRankTable } from '../../api/majors.ts';
import { getReferenceFilters } from '../../api/schools.ts';
import { getMyScore } from '../../api/smartFill.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { useLoginStore } from '../../stores/login.ts';
import { ControlLinesCard } from './ControlLinesCard.tsx';
import { LookupCard } from './LookupCard.tsx';
import { RankTableCard } from './RankTableCard.tsx';
import { chooseTable, optionTypes, optionYears } from './rank.ts';
import '../../components/majors/majors.css';

/**
 * Route `history` (历年数据): for a province, year and subject type, the control lines (批次线),
 * the 一分一段 table with its chart, and a score → rank lookup. Starts on the user's province.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const userProvince = useAppStore((s) => s.province);
  const [params, setParams] = useSearchParams();
  const province = params.get('province') || userProvince;
  const wantedYear = Number(params.get('year')) || undefined;
  const isLogin = useLoginStore((s) => s.isLogin);
  // the student's own 科类 (from 我的成绩) first, when the page shows their province
  const myScore = useQuery({ queryKey: ['myScore'], queryFn: getMyScore, enabled: isLogin, staleTime: 5 * 60_000, retry: false });
  const myType = myScore.data && myScore.data.province === province ? myScore.data.subjectType : undefined;
  const wantedType = params.get('subjectType') ?? myType;
  const [hitScore, setHitScore] = useState<number | null>(null);

  const setParam = (next: Record<string, string | undefined>) => {
    const out = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) out.set(k, v);
      else out.delete(k);
    }
    setParams(out, { replace: true });
    setHitScore(null);
  };

  const filters = useQuery({ queryKey: ['schools', 'filters'], queryFn: getReferenceFilters, staleTime: 5 * 60_000 });
  const options = useQuery({ queryKey: ['history', 'options', province], queryFn: () => getRankOptions(province), staleTime: 5 * 60_000 });
  const control = useQuery({ queryKey: ['history', 'control', province], queryFn: () => getControlLines(province), staleTime: 5 * 60_000 });
  const choice = chooseTable(options.data ?? [], { year: wantedYear, subjectType: wantedType });
  const table = useQuery({
    queryKey: ['history', 'table', province, choice?.year, choice?.subjectType],
    queryFn: () => getRankTable({ province, year: choice!.year, subjectType: choice!.subjectType }),
    enabled: choice !== null,
    staleTime: 5 * 60_000,
  });

  const provinceOptions = useMemo(() => {
    const withData = new Set(filters.data?.admissionProvinces ?? []);
    const names = PROVINCES.map((p) => p.province);
    const all = [...new Set([...names, ...withData])];
    return all.sort((a, b) => Number(withData.has(b)) - Number(withData.has(a))).map((p) => ({ value: p, label: p, disabled: false }));
  }, [filters.data]);

  const years = optionYears(options.data ?? []);
  const types = choice ? optionTypes(options.data ?? [], choice.year) : [];
  const controlYear = choice?.year ?? Math.max(0, ...(control.data ?? []).map((r) => r.year));
  const demo = (control.data ?? []).some((r) => r.dataMode === 'demo') || (table.data?.sources ?? []).some((s) => s.sourceQuality === 'demo');
  const mobile = device === 'mobile';

  const lookup = choice && <LookupCard key={`${province}-${choice.year}-${choice.subjectType}`} province={province} choice={choice} onResult={setHitScore} />;
  const controlLines = (
    <ControlLinesCard
      province={province}
      year={controlYear || null}
      subjectType={choice?.subjectType ?? null}
      rows={control.data ?? []}
      loading={control.isLoading}
    />
  );
  const rankTable = choice && (
    <RankTableCard province={province} choice={choice} table={table.data} loading={table.isLoading} error={table.error} hitScore={hitScore} />
  );

  return (
    <div className={`zy-page zy-majors zy-hist${mobile ? ' zy-majors--mobile' : ''}`} data-testid="page-history">
      <header className="zy-mhead">
        <div>
          <h1>{t('historyData.title')}</h1>
          <p>{t('historyData.subtitle')}</p>
        </div>
      </header>
      <DemoBanner demo={demo} />
      <section className="zy-mcard zy-hist__controls" data-testid="history-controls">
        <label className="zy-hist__control">
          <span>{t('historyData.province')}</span>
          <Select
            showSearch
            value={province}
            onChange={(v) => setParam({ province: v, year: undefined, subjectType: undefined })}
            options={provinceOptions}
            style={{ width: 120 }}
            data-testid="history-province"
          />
        </label>
        {years.length > 0 && (
          <label className="zy-hist__control">
            <span>{t('historyData.year')}</span>
            <Select
              value={choice?.year}
              onChange={(v) => setParam({ year: String(v) })}
              options={years.map((y) => ({ value: y, label: t('historyData.yearValue', { year: y }) }))}
              style={{ width: 110 }}
              data-testid="history-year"
            />
          </label>
        )}
        {types.length > 0 && (
          <span className="zy-hist__control">
            <span>{t('historyData.subjectType')}</span>
            <Segmented
              value={choice?.subjectType}
              onChange={(v) => setParam({ subjectType: String(v) })}
              options={types.map((type) => ({ value: type, label: <span data-testid={`history-type-${type}`}>{type}</span> }))}
            />
          </span>
        )}
      </section>

      {options.isSuccess && !choice && (
        <Alert className="zy-mcard" type="info" showIcon message={t('historyData.noTables', { province })} data-testid="history-no-tables" />
      )}

      {mobile ? (
        // a phone: the lookup, then the 一分一段 table, then the (compact) control lines
        <div className="zy-hist__grid">
          {lookup}
          {rankTable}
          {controlLines}
        </div>
      ) : (
        <div className="zy-hist__grid">
          <div>
            {lookup}
            {controlLines}
          </div>
          {rankTable}
        </div>
      )}
    </div>
  );
}
