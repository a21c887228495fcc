import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentCard } from '@zhiyuan/shared';
import { getAutonomousList, getAutonomousMajors } from '../../api/content.ts';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { useDevice } from '../../device.ts';

/**
 * 自主招生 on the `other` page: the schools' own programmes (强基计划, 综合评价, 高校专项 …) from
 * /yuanxiaoAutonomousEnrolment/getAll, each opening its majors (/majorAutonomousEnrolment/getMajor/{id})
 * and linking to its page in 招生项目查询 (searchCooperation?id=), where they can be searched.
 * The site ships examples (示例); an operator who removes them all sees the empty state.
 */
export function AutonomousSection() {
  const { t } = useTranslation();
  const device = useDevice();
  const query = useQuery({ queryKey: ['content', 'autonomous', ''], queryFn: () => getAutonomousList(), retry: false });
  return (
    <section className="zy-pw__card zy-pw-auto" data-testid="autonomous-section">
      <div className="zy-pw-auto__head">
        <h2>{t('pathways.autonomous.title')}</h2>
        <span className="zy-pw__muted">{t('pathways.autonomous.desc')}</span>
        <Link to={pagePath(device, 'searchCooperation')} data-testid="autonomous-search-all">
          {t('pathways.autonomous.searchAll')}
        </Link>
      </div>
      <ContentState
        query={query}
        rows={3}
        isEmpty={(items) => items.length === 0}
        empty={<ContentEmpty description={<span data-testid="autonomous-empty">{t('pathways.autonomous.emptyDesc')}</span>} />}
      >
        {(items) => (
          <div>
            {items.map((item) => (
              <AutonomousItem key={item.id} item={item} />
            ))}
          </div>
        )}
      </ContentState>
    </section>
  );
}

function AutonomousItem({ item }: { item: ContentCard<'autonomous'> }) {
  const { t } = useTranslation();
  const device = useDevice();
  const [open, setOpen] = useState(false);
  const actions = (
    <div className="zy-pw-auto__actions">
      <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open} data-testid="autonomous-toggle">
        {open ? t('pathways.autonomous.hide') : t('pathways.autonomous.view')}
      </Button>
      <Link to={pagePath(device, 'searchCooperation', { id: item.id })} data-testid="autonomous-detail">
        {t('pathways.autonomous.detail')}
      </Link>
    </div>
  );
  return (
    <div className="zy-pw-auto__item" data-testid="autonomous-item">
      <div className="zy-pw-auto__row">
        <div>
          <strong>{item.extra.schoolName || item.title}</strong> {item.extra.programme && <Tag color="geekblue">{item.extra.programme}</Tag>}
          {item.extra.year ? <Tag>{t('pathways.autonomous.year', { year: item.extra.year })}</Tag> : null}
          <ExampleBadge item={item} />
        </div>
        {/* On a phone the actions follow the text, not squeezed beside the name. */}
        {device === 'desktop' && actions}
      </div>
      {item.title !== item.extra.schoolName && <p>{item.title}</p>}
      {item.summary && <p className="zy-pw__muted">{item.summary}</p>}
      {device === 'mobile' && actions}
      {open && <AutonomousMajors itemId={item.id} />}
    </div>
  );
}

function AutonomousMajors({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const majors = useQuery({ queryKey: ['content', 'autonomous-majors', itemId], queryFn: () => getAutonomousMajors(itemId), retry: false });
  return (
    <div className="zy-pw-auto__majors" data-testid="autonomous-majors">
      <ContentState query={majors} rows={2} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('pathways.autonomous.noMajors')} />}>
        {(list) => (
          <ul>
            {list.map((major) => (
              <li key={major.id}>
                <strong>{major.name}</strong>
                <span className="zy-pw__muted">
                  {' · '}
                  {major.plan === null ? t('pathways.autonomous.planUnknown') : t('pathways.autonomous.plan', { count: major.plan })}
                </span>
                {major.requirement && (
                  <p className="zy-pw__muted">
                    {t('pathways.autonomous.requirement')}：{major.requirement}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ContentState>
    </div>
  );
}
