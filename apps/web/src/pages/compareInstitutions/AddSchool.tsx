import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { Button, List, Popup, SearchBar } from 'antd-mobile';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { searchSchools } from '../../api/schools.ts';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';
import { COMPARE_MAX } from '../../stores/compareBasket.ts';
import { useLoginStore } from '../../stores/login.ts';

/** Search a school by name or pinyin initials and put it in the comparison. */
export function AddSchool() {
  const { t } = useTranslation();
  const device = useDevice();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const basket = useLoginStore((s) => s.compareSchools);
  const add = useLoginStore((s) => s.addCompareSchool);
  const full = basket.length >= COMPARE_MAX;
  const found = useQuery({
    queryKey: ['schools', 'compare-search', keyword],
    queryFn: () => searchSchools({ pageNumber: 1, pageSize: 10, keyword }),
    enabled: keyword.trim().length > 0,
  });
  const choose = (id: string, name: string) => {
    const outcome = add({ id, name });
    if (outcome === 'full') feedback.info(t('schools.compare.full', { max: COMPARE_MAX }));
    setKeyword('');
    setOpen(false);
  };
  const options = (found.data?.content ?? []).map((s) => ({ value: s.id, label: s.name, disabled: basket.some((b) => b.id === s.id) }));

  if (device === 'mobile') {
    return (
      <>
        <Button size="small" color="primary" fill="outline" disabled={full} onClick={() => setOpen(true)} data-testid="compare-add">
          <PlusOutlined /> {t('schools.compare.addSchool')}
        </Button>
        <Popup
          visible={open}
          onMaskClick={() => setOpen(false)}
          position="bottom"
          bodyStyle={{ height: '70vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
        >
          <div className="zy-m-sheet">
            <div className="zy-m-sheet__body">
              <SearchBar value={keyword} onChange={setKeyword} placeholder={t('schools.list.keywordShort')} data-testid="compare-add-input" />
              <List>
                {options.map((o) => (
                  <List.Item key={o.value} disabled={o.disabled} onClick={() => !o.disabled && choose(o.value, o.label)} data-testid="compare-add-option">
                    {o.label}
                  </List.Item>
                ))}
              </List>
            </div>
          </div>
        </Popup>
      </>
    );
  }
  return (
    <Select
      showSearch
      value={null}
      disabled={full}
      placeholder={full ? t('schools.compare.full', { max: COMPARE_MAX }) : t('schools.compare.addPlaceholder')}
      filterOption={false}
      onSearch={setKeyword}
      searchValue={keyword}
      onSelect={(value) => {
        const option = options.find((o) => o.value === value);
        if (option) choose(option.value, option.label);
      }}
      notFoundContent={keyword ? (found.isFetching ? t('schools.list.loading') : t('schools.list.empty')) : t('schools.compare.typeToSearch')}
      options={options}
      style={{ width: 280 }}
      suffixIcon={<PlusOutlined />}
      data-testid="compare-add"
    />
  );
}
