import { useEffect, useState } from 'react';
import { Button, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import { useDevice } from '../../device.ts';
import { MobileProvincePicker } from '../../layouts/mobile/MobileProvincePicker.tsx';
import { useAppStore } from '../../stores/app.ts';
import { HeroStats } from './HeroStats.tsx';
import { NO_LIMIT_OPTION, useDictStore } from '../../stores/dict.ts';

/** Headline, school/major search (with the school_type dictionary) and the province. */
export function IndexHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const device = useDevice();
  const province = useAppStore((s) => s.province);
  const schoolTypes = useDictStore((s) => s.lists.school_type);
  const loadDict = useDictStore((s) => s.load);
  const [schoolType, setSchoolType] = useState<string | number>(0);

  useEffect(() => {
    void loadDict('school_type');
  }, [loadDict]);

  const typeOptions = (schoolTypes?.length ? schoolTypes : [NO_LIMIT_OPTION]).map((item) => ({
    value: item.value,
    label: item.value === 0 || item.value === '0' ? t('common.noLimit') : item.title,
  }));

  const search = (value: string) => {
    const params = new URLSearchParams({ province });
    if (value.trim()) params.set('keyword', value.trim());
    if (schoolType && device === 'desktop') params.set('schoolType', String(schoolType));
    navigate(`/afterAssessed?${params.toString()}`);
  };

  return (
    <section className="zy-hero">
      <div className="zy-hero__glow" aria-hidden="true" />
      <div className="zy-container zy-hero__inner">
        <h1 className="zy-hero__title">{t('home.heroTitle')}</h1>
        <p className="zy-hero__subtitle">{t('home.heroSubtitle')}</p>
        <div className="zy-hero__search" data-testid="hero-search">
          {device === 'desktop' ? (
            <>
              <ProvinceSelect className="zy-hero__province" size="large" />
              <Select
                className="zy-hero__type"
                size="large"
                variant="borderless"
                value={schoolType}
                onChange={setSchoolType}
                options={typeOptions}
                aria-label={t('home.schoolType')}
                popupMatchSelectWidth={false}
              />
            </>
          ) : (
            <MobileProvincePicker className="zy-hero__chip" />
          )}
          <Input.Search
            className="zy-hero__input"
            size="large"
            variant="borderless"
            placeholder={device === 'mobile' ? t('home.searchPlaceholderShort') : t('home.searchPlaceholder')}
            enterButton={
              <Button type="primary" icon={<SearchOutlined />}>
                {device === 'mobile' ? null : t('common.search')}
              </Button>
            }
            onSearch={search}
            allowClear
          />
        </div>
        <HeroStats province={province} />
      </div>
    </section>
  );
}
