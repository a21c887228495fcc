import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SchoolSummary } from '@zhiyuan/shared';
import { CompareButton, SaveButton } from '../../components/schools/actions.tsx';
import { SchoolTags } from '../../components/schools/SchoolTags.tsx';

export const detailPath = (id: string) => `/afterAssessedDetail?id=${encodeURIComponent(id)}`;

/** A school of the desktop list: name, tags, level, type, place, department, and its two actions. */
export function SchoolCard({ school, saved }: { school: SchoolSummary; saved: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="zy-school-card" data-testid="school-card">
      <Link to={detailPath(school.id)} className="zy-school-card__badge" aria-hidden="true" tabIndex={-1}>
        {Array.from(school.name)[0]}
      </Link>
      <div className="zy-school-card__body">
        <h3 className="zy-school-card__name">
          <Link to={detailPath(school.id)} data-testid="school-name">
            {school.name}
          </Link>
        </h3>
        <SchoolTags school={school} />
        <p className="zy-school-card__meta">
          <span>
            <EnvironmentOutlined /> {[school.province, school.city].filter(Boolean).join(' · ') || '-'}
          </span>
          {school.department && <span>{t('schools.departmentShort', { name: school.department })}</span>}
          {school.guobiaoCode && <span>{t('schools.codeShort', { code: school.guobiaoCode })}</span>}
        </p>
      </div>
      <div className="zy-school-card__actions">
        <CompareButton school={{ id: school.id, name: school.name }} />
        <SaveButton schoolId={school.id} saved={saved} />
      </div>
    </article>
  );
}
