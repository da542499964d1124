import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleCourseBlock } from '@/features/courses/api/courseActions';
import { courseEntity, type LocalCourse } from '@/features/courses/offline';
import { PublishActions } from '@/features/publishing';
import type { OutboxRow } from '@/offline/types';

const PERMISSIONS = { block: 'courses:block', delete: 'courses:delete' } as const;

/** The course editor's publish, block and delete (the shared publish actions). */
export const CourseActions = memo(function CourseActions({
  course,
  rows,
}: {
  course: LocalCourse;
  rows: readonly OutboxRow[];
}) {
  const { t } = useTranslation('account');
  return (
    <PublishActions
      unit={courseEntity}
      entity={course}
      rows={rows}
      permissions={PERMISSIONS}
      toggleBlock={toggleCourseBlock}
      listPath="angebote"
      testId="course"
      deleteTitle={t('editor.deleteTitle')}
    />
  );
});
