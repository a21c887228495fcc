import { useEffect, useState } from 'react';
import { Button, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import { openDone, openWanted } from '../../layouts/lazyAntd.tsx';
import type { HeroSearchProps } from './heroSearch.ts';

/** The desktop hero's search in antd (loaded with antd; IndexHero's plain form stands in before). */
export function HeroSearchAntd({ keyword, setKeyword, schoolType, setSchoolType, typeOptions, search, focus }: HeroSearchProps) {
  const { t } = useTranslation();
  const [open] = useState(() => ({ province: openWanted('hero-province'), type: openWanted('hero-type') }));
  useEffect(() => ['hero-province', 'hero-type'].forEach(openDone), []);
  return (
    <div className="zy-hero__search" data-testid="hero-search">
      <ProvinceSelect className="zy-hero__province" size="large" defaultOpen={open.province} />
      <Select
        className="zy-hero__type"
        size="large"
        variant="borderless"
        value={schoolType}
        onChange={setSchoolType}
        options={typeOptions}
        aria-label={t('home.schoolType')}
        popupMatchSelectWidth={false}
        defaultOpen={open.type}
      />
      <Input.Search
        className="zy-hero__input"
        size="large"
        variant="borderless"
        placeholder={t('home.searchPlaceholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        autoFocus={focus}
        enterButton={
          <Button type="primary" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        }
        onSearch={search}
        allowClear
      />
    </div>
  );
}
