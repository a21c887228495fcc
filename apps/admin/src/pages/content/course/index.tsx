import type { ContentAdminView } from '@zhiyuan/shared';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentAdminPage } from '../shared/content-page';

/**
 * 课程视频 (course): the series, and per series its lessons (kind 'lesson' with the course as
 * parentId) with their video, poster, length and order, in a drawer.
 */
export default function CoursePage() {
  const { t } = useTranslation();
  const [course, setCourse] = useState<ContentAdminView | null>(null);
  return (
    <>
      <ContentAdminPage
        kind="course"
        rowActions={[{ key: 'lessons', label: t('content.lessons.action'), onClick: setCourse, testId: 'content-row-lessons' }]}
      />
      <Drawer
        open={!!course}
        onClose={() => setCourse(null)}
        width="min(1100px, 100vw)"
        destroyOnHidden
        title={course ? t('content.lessons.title', { name: course.title }) : ''}
        data-testid="content-lessons"
      >
        {course && <ContentAdminPage kind="lesson" parentId={course.id} embedded />}
      </Drawer>
    </>
  );
}
