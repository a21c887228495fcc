import { useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MobileProvincePicker } from '../../layouts/mobile/MobileProvincePicker.tsx';
import { useAppStore } from '../../stores/app.ts';
import { HeroStats } from './HeroStats.tsx';

/**
 * The phone index's headline, search and province, in plain markup (issue 16 item 12: the phone
 * index does not load antd). Same classes and test ids as the desktop hero (IndexHero).
 */
export function MobileHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const province = useAppStore((s) => s.province);
  const [keyword, setKeyword] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ province });
    if (keyword.trim()) params.set('keyword', keyword.trim());
    navigate(`/afterAssessed?${params.toString()}`);
  };

  return (
    <section className="zy-hero">
      <div className="zy-hero__glow" aria-hidden="true" />
      <div className="zy-container zy-hero__inner">
        <h1 className="zy-hero__title">{t('home.heroTitle')}</h1>
        <p className="zy-hero__subtitle">{t('home.heroSubtitle')}</p>
        <form className="zy-hero__search" data-testid="hero-search" role="search" onSubmit={search}>
          <MobileProvincePicker className="zy-hero__chip" />
          <input
            className="zy-hero__field"
            type="search"
            enterKeyHint="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('home.searchPlaceholderShort')}
            aria-label={t('home.searchPlaceholderShort')}
          />
          <button type="submit" className="zy-hero__go" aria-label={t('common.search')}>
            <SearchOutlined />
          </button>
        </form>
        <HeroStats province={province} />
      </div>
    </section>
  );
}
