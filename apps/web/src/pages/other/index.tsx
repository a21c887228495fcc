import { useQuery } from '@tanstack/react-query';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContentDetail } from '@zhiyuan/shared';
import { getPathways, getPathwaySteps } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentEmpty, ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { FilterChips, PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { chooseItem } from '../../components/pathways/logic.ts';
import { useDevice } from '../../device.ts';
import { AutonomousSection } from './AutonomousSection.tsx';

/**
 * Route `other` (其他升学路径): 综合评价, 强基, 专项计划, 港澳, 军警, 公费师范, 定向医学生 …; the chosen one
 * (?id=, else the first) with who / when / how, its text and its steps (/backProcess/getAllList/{id})
 * as a timeline; then the 自主招生 programmes.
 */
export default function OtherPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const query = useQuery({ queryKey: ['content', 'pathways'], queryFn: getPathways, retry: false });
  const choose = (next: string) => setParams({ id: next }, { replace: true });

  return (
    <PathwaysPage name="other">
      <ContentState query={query} isEmpty={(items) => items.length === 0} empty={<ContentEmpty description={t('pathways.other.empty')} />}>
        {(items) => {
          const chosen = chooseItem(items, id);
          if (chosen.kind !== 'chosen') return <ContentNotFound title={t('pathways.other.notFound')} backTo={pagePath(device, 'other')} />;
          const current = chosen.item;
          return device === 'mobile' ? (
            <>
              <FilterChips testId="pathway-list" value={current.id} onChange={choose} options={items.map((p) => ({ value: p.id, label: p.title }))} />
              <PathwayDetail pathway={current} />
            </>
          ) : (
            <div className="zy-pw-other__body">
              <nav className="zy-pw__card zy-pw-other__nav" aria-label={t('pathways.other.choose')} data-testid="pathway-list">
                <h2>{t('pathways.other.listTitle')}</h2>
                {items.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    className={`zy-pw-other__link${p.id === current.id ? ' zy-pw-other__link--on' : ''}`}
                    aria-current={p.id === current.id ? 'page' : undefined}
                    onClick={() => choose(p.id)}
                    data-testid="pathway-link"
                  >
                    {p.title}
                  </button>
                ))}
              </nav>
              <PathwayDetail pathway={current} />
            </div>
          );
        }}
      </ContentState>
      <AutonomousSection />
    </PathwaysPage>
  );
}

function PathwayDetail({ pathway }: { pathway: ContentDetail<'pathway'> }) {
  const { t } = useTranslation();
  const facts = [
    ['who', pathway.extra.who],
    ['when', pathway.extra.when],
    ['how', pathway.extra.how],
  ] as const;
  return (
    <article className="zy-pw__card" data-testid="pathway-detail">
      <div className="zy-pw-other__title">
        <h2>{pathway.title}</h2>
        <ExampleBadge item={pathway} />
      </div>
      <div className="zy-pw-other__facts">
        {facts
          .filter(([, text]) => text)
          .map(([key, text]) => (
            <section key={key} className="zy-pw-other__fact" data-testid={`pathway-${key}`}>
              <h3>{t(`pathways.other.${key}`)}</h3>
              <p>{text}</p>
            </section>
          ))}
      </div>
      <ContentBody html={pathway.body} />
      <h3 style={{ marginTop: 20 }}>{t('pathways.other.steps')}</h3>
      <PathwaySteps pathwayId={pathway.id} />
    </article>
  );
}

/** The steps, read from /backProcess/getAllList/{id} (the pathway's own call in the spec). */
function PathwaySteps({ pathwayId }: { pathwayId: string }) {
  const { t } = useTranslation();
  const steps = useQuery({ queryKey: ['content', 'pathway-steps', pathwayId], queryFn: () => getPathwaySteps(pathwayId), retry: false });
  return (
    <ContentState query={steps} rows={4} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('pathways.other.noSteps')} />}>
      {(list) => (
        <Timeline
          className="zy-pw-other__steps"
          data-testid="pathway-steps"
          items={list.map((step, i) => ({
            key: i,
            children: (
              <div data-testid="pathway-step">
                <strong>{step.title}</strong>
                {step.when && <span className="zy-pw-other__step-when">{step.when}</span>}
                {step.detail && <p className="zy-pw-other__step-detail">{step.detail}</p>}
              </div>
            ),
          }))}
        />
      )}
    </ContentState>
  );
}
