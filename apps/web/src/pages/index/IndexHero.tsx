import { useEffect, useState } from 'react';
import { Button, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import { useAppStore } from '../../stores/app.ts';
import { HeroFrame, heroSearchPath } from './HeroFrame.tsx';
import { NO_LIMIT_OPTION, useDictStore } from '../../stores/dict.ts';

/** The desktop index's hero: school/major search with the school_type dictionary and the province (a phone gets MobileHero). */
export function IndexHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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

  const search = (value: string) => navigate(heroSearchPath(province, value, schoolType));

  return (
    <HeroFrame province={province}>
      <div className="zy-hero__search" data-testid="hero-search">
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
        <Input.Search
          className="zy-hero__input"
          size="large"
          variant="borderless"
          placeholder={t('home.searchPlaceholder')}
          enterButton={
            <Button type="primary" icon={<SearchOutlined />}>
              {t('common.search')}
            </Button>
          }
          onSearch={search}
          allowClear
        />
      </div>
    </HeroFrame>
  );
}
