import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestGroupReport } from '@zhiyuan/shared';
import { getGroupReport } from '../../api/tests.ts';
import { ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { isRecordId, percentOfRange, scoreText, testPath } from '../../components/tests/model.ts';
import { NotDiagnosis } from '../../components/tests/parts.tsx';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';

/** A class needs this many finished members before its members see the means (server: CLASS_MEANS_FROM). */
const CLASS_MEANS_FROM = 3;

/** A group's report (test?group=<id>): each member's latest result (never answers) and the means. */
export function TestGroupReportPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const valid = isRecordId(id);
  const report = useQuery({ queryKey: ['tests', 'group', id], queryFn: () => getGroupReport(id), retry: false, staleTime: 0, enabled: valid });
  const notFound = <ContentNotFound title={t('tests.group.notFound')} backTo={testPath(device, { view: 'groups' })} backLabel={t('tests.groups.back')} />;
  if (!valid) return notFound;
  return (
    <ContentState query={report} rows={10} notFound={notFound}>
      {(data) => <GroupBody report={data} />}
    </ContentState>
  );
}

function GroupBody({ report }: { report: TestGroupReport }) {
  const { t } = useTranslation();
  const device = useDevice();
  const { group, members, hidden, finished, means } = report;
  const total = group.memberCount;
  const self = members.find((m) => m.self);
  return (
    <div className="zy-tests__group-report" data-testid="group-report" data-id={group.id}>
      <TestCard testId="group-head">
        <div className="zy-tr__head-top">
          <Tag color={group.type === 'class' ? 'blue' : 'green'}>{t(`tests.groups.type.${group.type}`)}</Tag>
          <span className="zy-tests__muted">{group.title}</span>
        </div>
        <h1 className="zy-run__title" data-testid="group-name">
          {group.name}
        </h1>
        <p className="zy-tests__muted" data-testid="group-finished">
          {t('tests.group.finished', { finished, total })}
        </p>
        {group.code && (
          <p className="zy-tests__group-code">
            {t('tests.groups.code')}：
            <Typography.Text copyable strong className="zy-tests__code" data-testid="group-code">
              {group.code}
            </Typography.Text>
          </p>
        )}
        {hidden > 0 && <Alert type="info" showIcon className="zy-run__alert" message={t('tests.group.hidden', { count: hidden })} data-testid="group-hidden" />}
      </TestCard>

      <TestCard title={t('tests.group.means')} testId="group-means">
        {means.length > 0 ? (
          <ul className="zy-tr__dims">
            {means.map((m) => (
              <li key={m.key} className="zy-tr__dim" data-testid="group-mean" data-key={m.key}>
                <div className="zy-tr__dim-head">
                  <span className="zy-tr__dim-label">{m.label}</span>
                  <span className="zy-tr__dim-score">
                    <strong data-testid="group-mean-value">{scoreText(m.mean)}</strong>
                    <span className="zy-tests__muted">
                      {t('tests.report.range', { min: scoreText(m.min), max: scoreText(m.max) })} · {t('tests.group.meansCount', { count: m.count })}
                    </span>
                  </span>
                </div>
                <div className="zy-tr__bar" aria-hidden="true">
                  <span className="zy-tr__bar-fill" style={{ width: `${Math.max(percentOfRange({ score: m.mean, min: m.min, max: m.max }), 1.5)}%` }} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="zy-tests__muted" data-testid="group-means-none">
            {finished === 0 ? t('tests.group.meansNone') : t('tests.group.meansWait', { min: CLASS_MEANS_FROM, finished })}
          </p>
        )}
      </TestCard>

      <TestCard title={t('tests.group.members')} testId="group-members">
        {members.length === 0 ? (
          <p className="zy-tests__muted">{t('tests.group.noMembers')}</p>
        ) : (
          <ul className="zy-tests__member-list">
            {members.map((m, i) => (
              <li key={`${m.name}-${i}`} className="zy-tests__member" data-testid="group-member" data-self={m.self ? '1' : '0'}>
                <div className="zy-tests__group-main">
                  <strong>{m.name}</strong>
                  {m.self && <Tag color="blue">{t('tests.group.self')}</Tag>}
                  <Tag>{t(`tests.groups.role.${m.role}`)}</Tag>
                  <span className="zy-tests__muted">{t('tests.group.joined', { time: m.joinTime })}</span>
                </div>
                {m.report ? (
                  <div className="zy-tests__member-result" data-testid="group-member-result">
                    {m.report.code && <strong className="zy-tests__member-code">{m.report.code}</strong>}
                    <span className="zy-tests__member-dims">
                      {m.report.dimensions.map((d) => (
                        <span key={d.key} className="zy-tests__member-dim" data-key={d.key}>
                          {d.label} {scoreText(d.score)}
                        </span>
                      ))}
                    </span>
                    <span className="zy-tests__muted">{m.report.finishTime}</span>
                    {m.self && <Link to={testPath(device, { view: 'report', recordId: m.report.recordId })}>{t('tests.group.report')}</Link>}
                  </div>
                ) : (
                  <p className="zy-tests__muted">{t('tests.group.notFinished')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {self && !self.report && (
          <Button type="primary" href={`#${testPath(device, { view: 'run', kind: group.kind })}`} data-testid="group-take">
            {t('tests.group.take')}
          </Button>
        )}
      </TestCard>
      <NotDiagnosis />
      <Link to={testPath(device, { view: 'groups' })} className="zy-tr__appendix">
        {t('tests.groups.back')}
      </Link>
    </div>
  );
}
