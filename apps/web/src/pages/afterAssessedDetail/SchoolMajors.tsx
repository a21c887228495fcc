import { useMemo, useState } from 'react';
import { Empty, Input, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MajorBrief, SchoolDetail } from '@zhiyuan/shared';
import { useSchoolMajors } from '../../components/schools/useSchool.ts';

/** 开设专业, grouped by 门类; each opens the school's major lines filtered to it. */
export function SchoolMajors({ school, province }: { school: SchoolDetail; province?: string }) {
  const { t } = useTranslation();
  const majors = useSchoolMajors(school.id);
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    const map = new Map<string, MajorBrief[]>();
    for (const m of majors.data ?? []) {
      if (filter && !m.name.includes(filter)) continue;
      const key = m.categoryName ?? t('schools.majors.otherCategory');
      map.set(key, [...(map.get(key) ?? []), m]);
    }
    return [...map];
  }, [majors.data, filter, t]);

  if (majors.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const list = majors.data ?? [];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.majors.none')} />;
  const linkOf = (m: MajorBrief) =>
    `/afterAssessedDetailMajor?id=${encodeURIComponent(school.id)}&major=${encodeURIComponent(m.name)}${province ? `&province=${encodeURIComponent(province)}` : ''}`;
  return (
    <div className="zy-school-majors" data-testid="school-majors">
      <div className="zy-school-majors__bar">
        <span>{t('schools.majors.count', { count: list.length })}</span>
        {list.length > 12 && (
          <Input.Search
            allowClear
            size="small"
            placeholder={t('schools.majors.filter')}
            onSearch={setFilter}
            onChange={(e) => !e.target.value && setFilter('')}
            style={{ maxWidth: 220 }}
          />
        )}
      </div>
      {groups.map(([category, items]) => (
        <div key={category} className="zy-school-majors__group">
          <h4>
            {category} <span className="zy-muted">({items.length})</span>
          </h4>
          <div className="zy-school-majors__items">
            {items.map((m) => (
              <Link key={m.id} to={linkOf(m)} data-testid="school-major-link">
                <Tag bordered={false} color="blue">
                  {m.name}
                </Tag>
              </Link>
            ))}
          </div>
        </div>
      ))}
      <p className="zy-muted-note">{t('schools.majors.sourceNote')}</p>
    </div>
  );
}
