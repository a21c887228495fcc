import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CAMP_SEASONS, type CampCard } from '@zhiyuan/shared';
import { getCamps } from '../../api/content.ts';
import { pagePath } from '../../components/majors/links.ts';
import { ChipList, PathwaysSearch } from '../../components/pathways/ListSearch.tsx';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { chinaToday, countsInOrder } from '../../components/pathways/logic.ts';
import { useListFilters } from '../../components/pathways/useListFilters.ts';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { CampDetail } from './CampDetail.tsx';
import { CampFacts, CampLink, CampTags, PAGE, pageIcon } from './parts.tsx';

/**
 * Route `campPc` (高校营): universities' 夏令营, 冬令营, 科学营 and 开放日 from /content/camp/getAll for
 * the reader's province (its own and national ones), searched on the server, narrowed by season
 * chips; those still to come first, the ended ones after. `?id=` opens one camp
 * (/content/camp/get/{id}). State in the URL: q, season, id.
 */
export default function CampPage() {
  const [params] = useSearchParams();
  if (params.has('id')) return <CampDetail campId={params.get('id') ?? ''} />;
  return <CampList />;
}

function CampList() {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  const filters = useListFilters('season');
  const { keyword, update } = filters;

  const query = useQuery({ queryKey: ['content', 'camps', keyword, province], queryFn: () => getCamps({ keyword, province }), retry: false });
  const seasons = useMemo(
    () =>
      countsInOrder(
        (query.data ?? []).map((c) => c.extra.season),
        CAMP_SEASONS,
      ),
    [query.data],
  );
  const today = chinaToday();

  return (
    <PathwaysPage
      name={PAGE}
      icon={pageIcon}
      aside={<PathwaysSearch keyword={keyword} onSearch={(q) => update({ q })} placeholder={t('pathways.camp.placeholder')} testId="camp-search" />}
    >
      <ChipList
        query={query}
        filters={filters}
        counts={seasons}
        chipOf={(c) => c.extra.season}
        chipTestId="camp-season"
        noMatch={t('pathways.camp.noMatch', { keyword })}
        empty={t('pathways.camp.emptyDesc')}
      >
        {(shown) => {
          const groups: { key: 'upcoming' | 'ended'; list: CampCard[] }[] = [
            { key: 'upcoming', list: shown.filter((c) => !c.ended) },
            { key: 'ended', list: shown.filter((c) => c.ended) },
          ];
          return (
            <>
              {province && <p className="zy-pw__muted zy-pw-camp__province">{t('pathways.camp.province', { province })}</p>}
              {groups.map(({ key, list }) =>
                list.length > 0 ? (
                  <section key={key} className="zy-pw-camp__group" data-testid={`camp-group-${key}`}>
                    <h2>
                      {t(`pathways.camp.${key}`)}
                      <span className="zy-pw__chip-count">{list.length}</span>
                    </h2>
                    <div className="zy-pw-camp__list">
                      {list.map((camp) => (
                        <CampItem key={camp.id} camp={camp} today={today} />
                      ))}
                    </div>
                  </section>
                ) : null,
              )}
              <p className="zy-pw__note">{t('pathways.camp.disclaimer')}</p>
            </>
          );
        }}
      </ChipList>
    </PathwaysPage>
  );
}

function CampItem({ camp, today }: { camp: CampCard; today: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const to = pagePath(device, PAGE, { id: camp.id });
  return (
    <article className={`zy-pw__card zy-pw-camp__item${camp.ended ? ' zy-pw-camp__item--ended' : ''}`} data-testid="camp-item">
      <div className="zy-pw-coop__tags">
        <CampTags camp={camp} today={today} />
      </div>
      <h3 className="zy-pw-camp__title">
        <Link to={to} data-testid="camp-title">
          {camp.title}
        </Link>
      </h3>
      <p className="zy-pw-camp__school">{camp.extra.schoolName}</p>
      <CampFacts camp={camp} today={today} />
      <div className="zy-pw-camp__actions">
        <Link to={to} className="zy-pw-coop__open" data-testid="camp-open">
          {t('pathways.camp.open')} <RightOutlined />
        </Link>
        <CampLink link={camp.extra.link} />
      </div>
    </article>
  );
}
