import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankLookup } from '@zhiyuan/shared';
import { lookupRank } from '../../api/majors.ts';
import { errorMessage } from '../../api/http.ts';
import { ChartCard } from '../../components/majors/Chart.tsx';
import { SourceTag } from '../../components/majors/SourceTag.tsx';
import { parseScore, readLookup, type TableChoice } from './rank.ts';

/** Score → rank (/rankTable/lookup): the rank, the candidates on the same score and their rank range, and the source. */
export function LookupCard({ province, choice, onResult }: { province: string; choice: TableChoice; onResult(score: number | null): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useMutation({
    mutationFn: (score: number) => lookupRank({ province, ...choice }, score),
    onSuccess: (result) => onResult(result.matchedScore),
    onError: () => onResult(null),
  });
  const submit = () => {
    const score = parseScore(text);
    setInvalid(score === null);
    if (score !== null) lookup.mutate(score);
  };
  return (
    <ChartCard
      testId="rank-lookup"
      title={t('historyData.lookup.title')}
      extra={<span className="zy-muted-text">{`${province} ${choice.year} ${choice.subjectType}`}</span>}
    >
      <div className="zy-hist__lookup-form">
        <Input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={submit}
          placeholder={t('historyData.lookup.placeholder')}
          status={invalid ? 'error' : undefined}
          maxLength={7}
          allowClear
          data-testid="rank-lookup-score"
        />
        <Button type="primary" onClick={submit} loading={lookup.isPending} data-testid="rank-lookup-submit">
          {t('historyData.lookup.submit')}
        </Button>
      </div>
      {invalid && (
        <p className="zy-hist__note" style={{ color: '#d4380d' }}>
          {t('historyData.lookup.invalid')}
        </p>
      )}
      {lookup.isError && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={errorMessage(lookup.error, t('historyData.lookup.notFound'))} />}
      {lookup.data && !invalid && <LookupResult result={lookup.data} />}
      <p className="zy-hist__note">{t('historyData.lookup.hint')}</p>
    </ChartCard>
  );
}

function LookupResult({ result }: { result: RankLookup }) {
  const { t } = useTranslation();
  const reading = readLookup(result);
  return (
    <div data-testid="rank-lookup-result" data-rank={result.rank} data-score={result.score}>
      <div className="zy-hist__result">
        <div>
          <span>{t('historyData.lookup.rank')}</span>
          <b data-testid="rank-lookup-rank">{result.rank.toLocaleString('zh-CN')}</b>
        </div>
        <div>
          <span>{t('historyData.lookup.sameScore')}</span>
          <b data-testid="rank-lookup-same">{reading.sameScore !== null ? t('historyData.lookup.sameScoreValue', { count: reading.sameScore }) : '—'}</b>
        </div>
        <div>
          <span>{t('historyData.lookup.range')}</span>
          <b style={{ fontSize: 16 }}>
            {reading.rangeStart !== null
              ? t('historyData.lookup.rangeValue', { start: reading.rangeStart.toLocaleString('zh-CN'), end: reading.rangeEnd.toLocaleString('zh-CN') })
              : '—'}
          </b>
        </div>
        <div>
          <span>{t('historyData.lookup.matched')}</span>
          <b style={{ fontSize: 16 }}>
            {result.scoreMin !== null && result.scoreMax !== null && result.scoreMin !== result.scoreMax
              ? `${result.scoreMin}–${result.scoreMax}`
              : result.matchedScore}
          </b>
        </div>
      </div>
      {result.nearest && <p className="zy-hist__note">{t('historyData.lookup.nearest', { score: result.score, matched: result.matchedScore })}</p>}
      <p className="zy-hist__note" data-testid="rank-lookup-source">
        {t('historyData.lookup.source')}：{`${result.province} ${result.year} ${result.subjectType} · `}
        <SourceTag source={result} province={result.province} />
      </p>
    </div>
  );
}
