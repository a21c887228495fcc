import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, Select } from 'antd';
import { List, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchSchools } from '../../api/schools.ts';
import { useDevice } from '../../device.ts';

/** Opened without a school (the 查专业 menu): choose the school whose major lines to show. */
export function PickSchool() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['schools', 'pick', keyword],
    queryFn: () => searchSchools({ pageNumber: 1, pageSize: 10, keyword }),
    enabled: keyword.trim().length > 0,
  });
  const open = (id: string) => navigate(`/afterAssessedDetailMajor?id=${encodeURIComponent(id)}`);
  const schools = found.data?.content ?? [];
  return (
    <section className="zy-card zy-section-card" data-testid="major-pick-school">
      <h2>{t('schools.majorLines.pickTitle')}</h2>
      <p className="zy-muted" style={{ marginBottom: 12 }}>
        {t('schools.majorLines.pickHint')}
      </p>
      {device === 'mobile' ? (
        <>
          <SearchBar value={keyword} onChange={setKeyword} placeholder={t('schools.list.keywordShort')} />
          <List>
            {schools.map((s) => (
              <List.Item key={s.id} onClick={() => open(s.id)}>
                {s.name}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Select
          showSearch
          value={null}
          filterOption={false}
          onSearch={setKeyword}
          searchValue={keyword}
          onSelect={(id) => id && open(id)}
          options={schools.map((s) => ({ value: s.id, label: s.name }))}
          placeholder={t('schools.compare.typeToSearch')}
          notFoundContent={keyword ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.list.empty')} /> : null}
          style={{ width: 320, maxWidth: '100%' }}
        />
      )}
    </section>
  );
}
