import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '@zhiyuan/shared';
import { getConditions } from '../../api/content.ts';
import { ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { PathwaysSearch, SearchEmpty } from '../../components/pathways/ListSearch.tsx';
import { Marked } from '../../components/pathways/Marked.tsx';
import { countedOptions, FilterChips, PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { groupByCategory } from '../../components/pathways/logic.ts';
import { useListFilters } from '../../components/pathways/useListFilters.ts';
import { useDevice } from '../../device.ts';

/**
 * Route `conditionsOfEnrolment` (报考条件): the conditions schools and majors set, grouped by kind
 * (体检, 单科成绩, 外语语种 …), searched by school or major words on the server. State in the URL:
 * q (keyword), kind, id (the condition a link points at, highlighted).
 */
export default function ConditionsOfEnrolmentPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const { params, keyword, chip: kind, update, clear } = useListFilters('kind');
  const focusId = params.get('id') ?? '';

  const query = useQuery({ queryKey: ['content', 'conditions', keyword], queryFn: () => getConditions({ keyword }), retry: false });
  const groups = useMemo(() => groupByCategory(query.data ?? []), [query.data]);

  return (
    <PathwaysPage
      name="conditionsOfEnrolment"
      aside={
        <PathwaysSearch
          keyword={keyword}
          onSearch={(q) => update({ q, chip: '' })}
          placeholder={t('pathways.conditions.placeholder')}
          testId="condition-search"
        />
      }
    >
      <ContentState
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={<SearchEmpty keyword={keyword} noMatch={t('pathways.conditions.noMatch', { keyword })} empty={t('pathways.conditions.empty')} onClear={clear} />}
      >
        {(items) => {
          // A link to one condition (?id=) that is not there (and no search narrows the list) is a 404.
          if (focusId && !keyword && !items.some((c) => c.id === focusId)) {
            return <ContentNotFound backTo={pagePath(device, 'conditionsOfEnrolment')} />;
          }
          const shown = kind ? groups.filter((g) => g.name === kind) : groups;
          return (
            <>
              <FilterChips
                testId="condition-kind"
                value={shown.length ? kind : ''}
                onChange={(value) => update({ chip: value })}
                options={countedOptions(
                  t('pathways.all'),
                  groups.map((g) => ({ name: g.name, count: g.items.length })),
                )}
              />
              <p className="zy-pw__note">
                {keyword ? t('pathways.conditions.found', { keyword, count: items.length }) : t('pathways.conditions.total', { count: items.length })}
                {' · '}
                {t('pathways.conditions.disclaimer')}
              </p>
              {(shown.length ? shown : groups).map((group) => (
                <section key={group.name} className="zy-pw-cond__group" data-testid="condition-group">
                  <h2>
                    {group.name}
                    <span className="zy-pw__muted">{t('pathways.count', { count: group.items.length })}</span>
                  </h2>
                  <div className="zy-pw-cond__grid">
                    {group.items.map((item) => (
                      <ConditionCard key={item.id} item={item} keyword={keyword} active={item.id === focusId} />
                    ))}
                  </div>
                </section>
              ))}
            </>
          );
        }}
      </ContentState>
    </PathwaysPage>
  );
}

function ConditionCard({ item, keyword, active }: { item: ContentDetail<'condition'>; keyword: string; active: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // The condition a link points at scrolls into view once.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'center' });
  }, [active]);
  return (
    <article
      ref={ref}
      className={`zy-pw__card zy-pw-cond__item${active ? ' zy-pw__card--active' : ''}`}
      data-testid="condition-item"
      data-active={active || undefined}
    >
      <h3>
        <Marked text={item.title} keyword={keyword} /> <ExampleBadge item={item} />
      </h3>
      <dl>
        <dt>{t('pathways.conditions.rule')}</dt>
        <dd>
          <Marked text={item.extra.rule} keyword={keyword} />
        </dd>
        {item.extra.note && (
          <>
            <dt>{t('pathways.conditions.note')}</dt>
            <dd className="zy-pw__muted">
              <Marked text={item.extra.note} keyword={keyword} />
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
