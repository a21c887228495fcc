import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadChunk } from '../../chunk.ts';
import { LightProvince, LightSelect } from '../../layouts/desktop/LightControls.tsx';
import { useAntdReady } from '../../layouts/lazyAntd.tsx';
import { useAppStore } from '../../stores/app.ts';
import { HeroFrame, heroSearchPath } from './HeroFrame.tsx';
import { NO_LIMIT_OPTION, useDictStore } from '../../stores/dict.ts';
import type { HeroSearchProps } from './heroSearch.ts';

// antd's selects and search box, once antd is loaded (issue 30 item 9: the index loads no antd).
const HeroSearchAntd = lazy(() => loadChunk(() => import('./HeroSearchAntd.tsx')).then((m) => ({ default: m.HeroSearchAntd })));
const AntdScope = lazy(() => loadChunk(() => import('../../layouts/AntdScope.tsx')));

/**
 * The desktop index's hero: school/major search with the school_type dictionary and the province
 * (a phone gets MobileHero). A plain form with the same look until antd is loaded (lazyAntd.tsx),
 * then antd's selects and search box, keeping what was typed.
 */
export function IndexHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const province = useAppStore((s) => s.province);
  const schoolTypes = useDictStore((s) => s.lists.school_type);
  const loadDict = useDictStore((s) => s.load);
  const [schoolType, setSchoolType] = useState<string | number>(0);
  const [keyword, setKeyword] = useState('');
  const antd = useAntdReady();

  useEffect(() => {
    void loadDict('school_type');
  }, [loadDict]);

  const typeOptions = (schoolTypes?.length ? schoolTypes : [NO_LIMIT_OPTION]).map((item) => ({
    value: item.value,
    label: item.value === 0 || item.value === '0' ? t('common.noLimit') : item.title,
  }));

  const search = (value: string) => navigate(heroSearchPath(province, value, schoolType));
  const props: HeroSearchProps = { keyword, setKeyword, schoolType, setSchoolType, typeOptions, search };
  const light = <LightHeroSearch {...props} />;

  return (
    <HeroFrame province={province}>
      {antd ? (
        <Suspense fallback={light}>
          <AntdScope bare>
            <HeroSearchAntd {...props} focus={document.activeElement?.classList.contains('zy-hero__field') ?? false} />
          </AntdScope>
        </Suspense>
      ) : (
        light
      )}
    </HeroFrame>
  );
}

/** The hero's search as plain markup (same look as the antd one): typing and searching work without antd. */
function LightHeroSearch({ keyword, setKeyword, schoolType, typeOptions, search }: HeroSearchProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };
  const typeLabel = typeOptions.find((o) => String(o.value) === String(schoolType))?.label ?? t('common.noLimit');
  return (
    <form className="zy-hero__search" data-testid="hero-search" role="search" onSubmit={submit}>
      <LightProvince className="zy-hero__province zy-lsel--large" open="hero-province" />
      <LightSelect className="zy-hero__type zy-lsel--large" open="hero-type" label={t('home.schoolType')}>
        {typeLabel}
      </LightSelect>
      <span className="zy-hero__input zy-lsearch">
        <input
          className="zy-hero__field zy-lsearch__field"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('home.searchPlaceholder')}
        />
        <button type="submit" className="zy-lbtn zy-lbtn--primary zy-lsearch__button">
          <SearchOutlined />
          <span>{t('common.search')}</span>
        </button>
      </span>
    </form>
  );
}
