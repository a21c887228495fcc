import { useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MobileProvincePicker } from '../../layouts/mobile/MobileProvincePicker.tsx';
import { useAppStore } from '../../stores/app.ts';
import { HeroFrame, heroSearchPath } from './HeroFrame.tsx';

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
    navigate(heroSearchPath(province, keyword));
  };

  return (
    <HeroFrame province={province}>
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
    </HeroFrame>
  );
}
