import { useTranslation } from 'react-i18next';

/** A series' progress: a thin bar and "已学 2/3 节" (or 未开始 / 已学完). */
export function ProgressBar({ watched, total, started }: { watched: number; total: number; started: boolean }) {
  const { t } = useTranslation();
  const percent = total ? Math.round((watched / total) * 100) : 0;
  const label =
    total && watched === total ? t('course.progressDone') : !started && !watched ? t('course.notStarted') : t('course.progress', { watched, total });
  return (
    <div className="zy-course-progress" data-testid="course-progress" data-watched={watched} data-total={total}>
      <div className="zy-course-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <span className="zy-course-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="zy-course-progress__label">{label}</span>
    </div>
  );
}
