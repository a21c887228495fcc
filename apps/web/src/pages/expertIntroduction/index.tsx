import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Tag } from 'antd';
import { Button as MobileButton, NoticeBar, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContentDetail } from '@zhiyuan/shared';
import { getExperts } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { useDevice } from '../../device.ts';
import './expertIntroduction.css';

type Expert = ContentDetail<'expert'>;

/** Route `expertIntroduction` (专家团队): profile cards; "how to book" opens a dialog; ?id= highlights one. */
export default function ExpertIntroductionPage() {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const [params] = useSearchParams();
  const highlighted = params.get('id') ?? '';
  const experts = useQuery({ queryKey: ['content', 'experts'], queryFn: getExperts });
  const [booking, setBooking] = useState<Expert | null>(null);

  return (
    <div className={`zy-page zy-cpage zy-experts${mobile ? ' zy-cpage--mobile' : ''}`} data-testid="page-expertIntroduction">
      <header className="zy-chead">
        <div>
          <h1>{t('content.expert.title')}</h1>
          <p>{t('content.expert.subtitle')}</p>
        </div>
      </header>
      <ContentState query={experts} rows={10} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('content.expert.empty')} />}>
        {(list) => <ExpertGrid experts={list} highlighted={highlighted} mobile={mobile} onBook={setBooking} />}
      </ContentState>
      {mobile ? (
        <Popup visible={Boolean(booking)} onMaskClick={() => setBooking(null)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
          {booking && (
            <div className="zy-expert-sheet" data-testid="expert-booking">
              <h3>{t('content.expert.bookingTitle', { name: booking.title })}</h3>
              <p className="zy-expert-booking">{booking.extra.booking}</p>
              <MobileButton block color="primary" onClick={() => setBooking(null)}>
                {t('content.expert.close')}
              </MobileButton>
            </div>
          )}
        </Popup>
      ) : (
        <Modal
          open={Boolean(booking)}
          title={booking ? t('content.expert.bookingTitle', { name: booking.title }) : ''}
          onCancel={() => setBooking(null)}
          footer={
            <Button type="primary" onClick={() => setBooking(null)}>
              {t('content.expert.close')}
            </Button>
          }
        >
          <p className="zy-expert-booking" data-testid="expert-booking">
            {booking?.extra.booking}
          </p>
        </Modal>
      )}
    </div>
  );
}

function ExpertGrid({ experts, highlighted, mobile, onBook }: { experts: Expert[]; highlighted: string; mobile: boolean; onBook(expert: Expert): void }) {
  const { t } = useTranslation();
  const known = experts.some((e) => e.id === highlighted);
  useEffect(() => {
    if (!known) return;
    const timer = setTimeout(() => document.getElementById(`expert-${highlighted}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 100);
    return () => clearTimeout(timer);
  }, [known, highlighted]);
  return (
    <>
      {highlighted &&
        !known &&
        (mobile ? (
          <NoticeBar content={t('content.expert.notFound')} color="alert" wrap data-testid="content-not-found" />
        ) : (
          <Alert className="zy-experts__missing" type="warning" showIcon message={t('content.expert.notFound')} data-testid="content-not-found" />
        ))}
      <div className="zy-experts__grid" data-testid="expert-list">
        {experts.map((expert) => (
          <ExpertCard key={expert.id} expert={expert} highlighted={expert.id === highlighted} onBook={() => onBook(expert)} />
        ))}
      </div>
    </>
  );
}

function ExpertCard({ expert, highlighted, onBook }: { expert: Expert; highlighted: boolean; onBook(): void }) {
  const { t } = useTranslation();
  const { extra } = expert;
  return (
    <article
      id={`expert-${expert.id}`}
      className={`zy-cbox zy-expert${highlighted ? ' zy-expert--highlighted' : ''}`}
      data-testid="expert-card"
      aria-current={highlighted || undefined}
    >
      <header className="zy-expert__head">
        {extra.avatarUrl ? (
          <img className="zy-expert__avatar" src={extra.avatarUrl} alt="" />
        ) : (
          <span className="zy-expert__avatar zy-expert__avatar--text" aria-hidden="true">
            {Array.from(expert.title)[0]}
          </span>
        )}
        <div className="zy-expert__who">
          <h2 className="zy-expert__name">
            <span data-testid="expert-name">{expert.title}</span>
            <ExampleBadge item={expert} />
          </h2>
          <p className="zy-expert__headline">{extra.headline}</p>
          {extra.yearsOfPractice > 0 && <p className="zy-expert__years">{t('content.expert.years', { count: extra.yearsOfPractice })}</p>}
        </div>
      </header>
      {extra.provinces.length > 0 && (
        <div className="zy-expert__row">
          <span className="zy-expert__label">{t('content.expert.provinces')}</span>
          <span className="zy-expert__tags">
            {extra.provinces.map((p) => (
              <Tag key={p} color="blue">
                {p}
              </Tag>
            ))}
          </span>
        </div>
      )}
      {extra.specialities.length > 0 && (
        <div className="zy-expert__row">
          <span className="zy-expert__label">{t('content.expert.specialities')}</span>
          <span className="zy-expert__tags">
            {extra.specialities.map((s) => (
              <Tag key={s} color="cyan">
                {s}
              </Tag>
            ))}
          </span>
        </div>
      )}
      {/* The seed's summary is the headline again: say it once. */}
      {expert.summary && expert.summary !== extra.headline && <p className="zy-expert__summary">{expert.summary}</p>}
      <ContentBody html={expert.body} className="zy-expert__bio" testId="expert-bio" />
      {/* A 示例 expert is shown as a sample and is never bookable (the server sends no booking text either). */}
      {expert.isExample ? (
        <p className="zy-expert__foot zy-expert__sample" data-testid="expert-not-bookable">
          {t('content.expert.sampleNotBookable')}
        </p>
      ) : (
        extra.booking && (
          <div className="zy-expert__foot">
            <Button type="primary" ghost icon={<CalendarOutlined />} onClick={onBook} data-testid="expert-book">
              {t('content.expert.booking')}
            </Button>
          </div>
        )
      )}
    </article>
  );
}
