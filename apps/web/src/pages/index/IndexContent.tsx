import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getExperts, getInformationIndex, getRecommendedInformation, getRecommendedQuestions } from '../../api/content.ts';
import { getContactMembers } from '../../api/chat.ts';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';

/**
 * The index's content cards: latest 资讯 (the shown province's first: the signed-in user's, or the
 * visitor's choice), 百问, experts, recommended reading and the contacts. Plain markup and only
 * no-token calls: the phone index loads no antd, and visitors see it all.
 */
export function IndexContent() {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const province = useAppStore((s) => s.province);
  const stale = { staleTime: 60_000 };
  const latest = useQuery({ queryKey: ['content', 'information', 'index', province], queryFn: () => getInformationIndex({ province, limit: 6 }), ...stale });
  const questions = useQuery({ queryKey: ['content', 'questions', 'recommend', 6], queryFn: () => getRecommendedQuestions(6), ...stale });
  const experts = useQuery({ queryKey: ['content', 'experts'], queryFn: getExperts, ...stale });
  const recommended = useQuery({ queryKey: ['content', 'information', 'recommend', 5], queryFn: () => getRecommendedInformation(5), ...stale });
  const contacts = useQuery({ queryKey: ['contactMembers'], queryFn: getContactMembers, staleTime: 5 * 60_000 });
  const questionPath = (id: string) => `${mobile ? '/menuDetail/qAndA' : '/qAndA'}?id=${encodeURIComponent(id)}`;

  return (
    <section className="zy-section zy-container zy-hc" data-testid="index-content">
      <header className="zy-section__head">
        <h2>{t('content.index.title')}</h2>
        <p>{t('content.index.provinceFirst', { province })}</p>
      </header>
      <div className="zy-hc__grid">
        <Card title={t('content.index.latest')} more="/information" className="zy-hc__latest" testId="index-latest">
          <Listing query={latest} items={(data) => data.items}>
            {(item) => (
              <Link to={`/informationDetail?id=${encodeURIComponent(item.id)}`} className="zy-hc__row">
                <span className="zy-hc__tag">{item.province ?? t('content.national')}</span>
                <span className="zy-hc__title">{item.title}</span>
                {item.isExample && <span className="zy-hc__example">{t('content.example')}</span>}
                <time className="zy-hc__date">{(item.publishTime ?? '').slice(5, 10)}</time>
              </Link>
            )}
          </Listing>
        </Card>
        <Card title={t('content.index.questions')} more={mobile ? '/menuDetail/qAndA' : '/qAndA'} className="zy-hc__questions" testId="index-questions">
          <Listing query={questions} items={(data) => data}>
            {(item) => (
              <Link to={questionPath(item.id)} className="zy-hc__row">
                <span className="zy-hc__q">问</span>
                <span className="zy-hc__title">{item.title}</span>
              </Link>
            )}
          </Listing>
        </Card>
        <Card title={t('content.index.experts')} more="/expertIntroduction" className="zy-hc__experts" testId="index-experts">
          <Listing query={experts} items={(data) => data.slice(0, 4)} listClass="zy-hc__people">
            {(expert) => (
              <Link to={`/expertIntroduction?id=${encodeURIComponent(expert.id)}`} className="zy-hc__person">
                {expert.extra.avatarUrl ? (
                  <img className="zy-hc__avatar" src={expert.extra.avatarUrl} alt="" loading="lazy" />
                ) : (
                  <span className="zy-hc__avatar" aria-hidden="true">
                    {Array.from(expert.title)[0]}
                  </span>
                )}
                <span className="zy-hc__person-text">
                  <strong>
                    {expert.title}
                    {expert.isExample && <span className="zy-hc__example">{t('content.example')}</span>}
                  </strong>
                  <span>{expert.extra.headline}</span>
                </span>
              </Link>
            )}
          </Listing>
        </Card>
        <Card title={t('content.index.recommended')} more="/information" className="zy-hc__recommended" testId="index-recommended">
          <Listing query={recommended} items={(data) => data}>
            {(item) => (
              <Link to={`/informationDetail?id=${encodeURIComponent(item.id)}`} className="zy-hc__row">
                <span className="zy-hc__tag zy-hc__tag--cat">{item.category}</span>
                <span className="zy-hc__title">{item.title}</span>
              </Link>
            )}
          </Listing>
        </Card>
        <Card title={t('content.index.contacts')} className="zy-hc__contacts" testId="index-contacts">
          <Listing query={contacts} items={(data) => data.filter((c) => c.enabled)} empty={t('content.index.contactEmpty')}>
            {(c) => (
              <div className="zy-hc__contact">
                <strong>{c.name}</strong>
                <span>
                  {t(`chat.types.${c.type}`)}：
                  {c.type === 'phone' ? <a href={`tel:${c.value}`}>{c.value}</a> : c.type === 'email' ? <a href={`mailto:${c.value}`}>{c.value}</a> : c.value}
                </span>
                {c.workTime && <small>{c.workTime}</small>}
              </div>
            )}
          </Listing>
        </Card>
      </div>
    </section>
  );
}

function Card({ title, more, className, testId, children }: { title: string; more?: string; className: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={`zy-card zy-hc__card ${className}`} data-testid={testId}>
      <header className="zy-hc__head">
        <h3>{title}</h3>
        {more && (
          <Link to={more} className="zy-hc__more">
            {t('content.index.more')} ›
          </Link>
        )}
      </header>
      {children}
    </article>
  );
}

/** A card's list with its own loading, error and empty lines (plain markup, no antd). */
function Listing<T, I extends { id: string }>({
  query,
  items,
  empty,
  listClass = 'zy-hc__list',
  children,
}: {
  query: UseQueryResult<T>;
  items: (data: T) => I[];
  empty?: string;
  listClass?: string;
  children: (item: I) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error) {
    return (
      <p className="zy-hc__note" role="alert">
        {t('content.state.loadFailed')}
        <button type="button" className="zy-hc__retry" onClick={() => void query.refetch()}>
          {t('content.state.retry')}
        </button>
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <div className="zy-hc__loading" role="status" aria-busy="true">
        <span />
        <span />
        <span />
      </div>
    );
  }
  const list = items(query.data);
  if (list.length === 0) return <p className="zy-hc__note">{empty ?? t('content.index.empty')}</p>;
  return (
    <ul className={listClass}>
      {list.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
