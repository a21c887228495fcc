import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTONOMOUS_PROGRAMMES, type ContentCard } from '@zhiyuan/shared';
import { getAutonomousList } from '../../api/content.ts';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { Marked } from '../../components/pathways/Marked.tsx';
import { ChipList, PathwaysSearch } from '../../components/pathways/ListSearch.tsx';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { countsInOrder } from '../../components/pathways/logic.ts';
import { useListFilters } from '../../components/pathways/useListFilters.ts';
import { useDevice } from '../../device.ts';
import { MajorView } from './MajorView.tsx';
import { ProgrammeDetail } from './ProgrammeDetail.tsx';
import { PAGE, pageIcon, programmeColor, StrongBaseNote } from './parts.tsx';

/**
 * Route `searchCooperation` (招生项目查询): the schools' own admission programmes (自主招生: 强基计划,
 * 综合评价, 高校专项计划, 港澳高校, 中外合作办学) from /yuanxiaoAutonomousEnrolment/getAll, searched by
 * school or word on the server and narrowed by programme chips. `?id=` opens one programme with its
 * majors (/majorAutonomousEnrolment/getMajor/{id}); `?major=` one major
 * (/majorAutonomousEnrolment/get/{id}). State in the URL: q, programme, id, major.
 */
export default function SearchCooperationPage() {
  const [params] = useSearchParams();
  if (params.has('major')) return <MajorView majorId={params.get('major') ?? ''} />;
  if (params.has('id')) return <ProgrammeDetail itemId={params.get('id') ?? ''} />;
  return <ProgrammeList />;
}

function ProgrammeList() {
  const { t } = useTranslation();
  const filters = useListFilters('programme');
  const { keyword, update } = filters;

  const query = useQuery({ queryKey: ['content', 'autonomous', keyword], queryFn: () => getAutonomousList({ keyword }), retry: false });
  const programmes = useMemo(
    () =>
      countsInOrder(
        (query.data ?? []).map((i) => i.extra.programme),
        AUTONOMOUS_PROGRAMMES,
      ),
    [query.data],
  );

  return (
    <PathwaysPage
      name={PAGE}
      icon={pageIcon}
      aside={
        <PathwaysSearch keyword={keyword} onSearch={(q) => update({ q })} placeholder={t('pathways.cooperation.placeholder')} testId="cooperation-search" />
      }
    >
      <div className="zy-pw__note" data-testid="cooperation-history">
        <p>{t('pathways.cooperation.history')}</p>
        <StrongBaseNote />
      </div>
      <ChipList
        query={query}
        filters={filters}
        counts={programmes}
        chipOf={(i) => i.extra.programme}
        chipTestId="cooperation-programme"
        noMatch={t('pathways.cooperation.noMatch', { keyword })}
        empty={t('pathways.cooperation.emptyDesc')}
      >
        {(shown) => (
          <>
            <p className="zy-pw__muted zy-pw-coop__count" data-testid="cooperation-count">
              {keyword ? t('pathways.cooperation.found', { keyword, count: shown.length }) : t('pathways.cooperation.total', { count: shown.length })}
            </p>
            <div className="zy-pw-coop__list">
              {shown.map((item) => (
                <ProgrammeCard key={item.id} item={item} keyword={keyword} />
              ))}
            </div>
          </>
        )}
      </ChipList>
    </PathwaysPage>
  );
}

function ProgrammeCard({ item, keyword }: { item: ContentCard<'autonomous'>; keyword: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const to = pagePath(device, PAGE, { id: item.id });
  const majors = item.extra.majors ?? [];
  return (
    <article className="zy-pw__card zy-pw-coop__item" data-testid="cooperation-item">
      <div className="zy-pw-coop__tags">
        {item.extra.programme && <Tag color={programmeColor(item.extra.programme)}>{item.extra.programme}</Tag>}
        {item.extra.year ? <Tag>{t('pathways.cooperation.year', { year: item.extra.year })}</Tag> : null}
        <ExampleBadge item={item} />
      </div>
      <h3 className="zy-pw-coop__school">
        <Link to={to} data-testid="cooperation-school">
          <Marked text={item.extra.schoolName || item.title} keyword={keyword} />
        </Link>
      </h3>
      {item.title !== item.extra.schoolName && (
        <p className="zy-pw-coop__title">
          <Marked text={item.title} keyword={keyword} />
        </p>
      )}
      {item.summary && <p className="zy-pw-coop__summary">{item.summary}</p>}
      {majors.length > 0 && (
        <div className="zy-pw-coop__majors" aria-label={t('pathways.cooperation.majors')}>
          {majors.slice(0, 6).map((m) => (
            <span key={m.id} className="zy-pw-coop__major-chip">
              {m.name}
            </span>
          ))}
          {majors.length > 6 && <span className="zy-pw__muted">+{majors.length - 6}</span>}
        </div>
      )}
      <Link to={to} className="zy-pw-coop__open" data-testid="cooperation-open">
        {t('pathways.cooperation.open')} <RightOutlined />
      </Link>
    </article>
  );
}
