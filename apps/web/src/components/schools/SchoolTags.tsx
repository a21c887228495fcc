import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchoolSummary } from '@zhiyuan/shared';

/** 985 / 211 / 双一流 first, then the other published tags (一流大学A类 …). */
export function headlineTags(school: Pick<SchoolSummary, 'is985' | 'is211' | 'isDoubleFirstClass' | 'tags'>): string[] {
  const tags: string[] = [];
  if (school.is985) tags.push('985');
  if (school.is211) tags.push('211');
  if (school.isDoubleFirstClass) tags.push('双一流');
  for (const tag of school.tags) if (!tags.includes(tag)) tags.push(tag);
  return tags;
}

const TAG_COLOR: Record<string, string> = { '985': 'red', '211': 'volcano', 双一流: 'gold' };

/** A school's tags, level, public/private and type (a type derived from the name says so). */
export function SchoolTags({ school, compact, tagsOnly }: { school: SchoolSummary; compact?: boolean; tagsOnly?: boolean }) {
  const { t } = useTranslation();
  const tags = headlineTags(school);
  return (
    <span className="zy-school-tags">
      {(compact ? tags.slice(0, 4) : tags).map((tag) => (
        <Tag key={tag} color={TAG_COLOR[tag] ?? 'blue'} bordered={false}>
          {tag}
        </Tag>
      ))}
      {tagsOnly && tags.length === 0 && <span>-</span>}
      {!tagsOnly && school.level && <Tag bordered={false}>{school.level}</Tag>}
      {!tagsOnly && <Tag bordered={false}>{school.isPrivate ? t('schools.private') : t('schools.public')}</Tag>}
      {!tagsOnly && school.type && <SchoolType school={school} />}
    </span>
  );
}

/** The type, with a dotted underline and a tooltip when it is derived from the name. */
export function SchoolType({ school }: { school: Pick<SchoolSummary, 'type' | 'typeDerived'> }) {
  const { t } = useTranslation();
  if (!school.type) return <span>-</span>;
  if (!school.typeDerived) return <Tag bordered={false}>{school.type}</Tag>;
  return (
    <Tooltip title={t('schools.typeDerivedHint')}>
      <Tag bordered={false} className="zy-derived" data-testid="type-derived">
        {school.type}
        <sup>{t('schools.derivedMark')}</sup>
      </Tag>
    </Tooltip>
  );
}
