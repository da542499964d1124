import {
  Button,
  Divider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { useAccountCourse } from '@/features/courses/api/useAccountCourse';
import { AccountLink } from '@/components/AccountLink';
import { CourseActions } from '@/features/courses/components/CourseActions';
import { CourseEditorForm } from '@/features/courses/components/CourseEditorForm';
import type { CourseRecord } from '@/features/courses/offline';
import type { PatchOf } from '@/offline/entity';
import { HistoryButton } from '@/features/history';
import { StateBadges } from '@/features/publishing';
import { EmptyState } from '@/components/layout/EmptyState';
import { useEditorPageStyles } from '@/components/layout/editorPage.styles';
import { ImagePicker } from '@/components/form/ImagePicker';
import { TimeSlotEditor } from '@/features/timeslots';
import { TrialTrainingSection } from '@/features/trialBookings';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { courseEntity } from '@/features/courses/offline';
import { useEntityRows, useRejectedDetails } from '@/offline/useOutboxRows';

/** CourseDetails: the editor; loads course and times, and continues on failure (spec section 2). */
export function CourseDetailsPage() {
  const { t } = useTranslation('account');
  const styles = useEditorPageStyles();
  const { id } = useParams();
  const lang = useLang();
  const { user } = useAuth();
  const canManageTrials = usePermission('trials:manage');
  const { course, times, loading, failed, stale, refetch } = useAccountCourse(id);
  // The course's rows and its times': what waits, and what the publish actions go by.
  const rows = useEntityRows(user?._id, id ? { type: 'course', id } : null);
  const courses = useOutboxSave(courseEntity);
  const rejected = useRejectedDetails(user?._id, id ? { type: 'course', id } : null);
  const onSave = useCallback(
    async (patch: PatchOf<typeof courseEntity>, view: Partial<CourseRecord>) => {
      if (course) await courses.save({ id: course._id, patch, view });
    },
    [course, courses],
  );

  if (loading) return <Spinner label={t('common.loading')} />;
  if (!course || !user) {
    return (
      <EmptyState text={failed ? t('editor.loadError') : t('editor.notFound')}>
        <Button onClick={refetch}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }

  return (
    <article className={styles.root} aria-labelledby="course-title">
      <AccountLink to={`/${lang}/account/angebote`}>{t('editor.back')}</AccountLink>
      <Title2 as="h1" id="course-title">
        {course.title}
      </Title2>
      <StateBadges entity={course} unsynced={rows.length > 0} />
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('courses.stale')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.panel}>
        <CourseActions course={course} rows={rows} />
        <HistoryButton type="course" id={course._id} title={course.title} />
      </div>
      <div className={styles.panel}>
        <CourseEditorForm
          key={course._id}
          course={course}
          serverDetails={rejected}
          onSave={onSave}
        />
      </div>
      <div className={styles.panel}>
        <ImagePicker
          label={t('fields.photo')}
          currentUrl={course.photoURL}
          currentSrcset={course.srcset}
          pending={course.localImages?.image}
          uploadOf={{ type: 'course', id: course._id }}
          onPick={(file) =>
            void courses.save({ id: course._id, patch: {}, images: { image: file } })
          }
        />
      </div>
      <Divider />
      <div className={styles.panel}>
        <TimeSlotEditor
          ownerKey="course"
          ownerId={course._id}
          defaultLocation={course.location}
          times={times ?? []}
        />
      </div>
      {/* A course made on this device is not on the server yet: no bookings, no places to set. */}
      {canManageTrials && course.serverVersion !== null && (
        <>
          <Divider />
          <div className={styles.panel}>
            <TrialTrainingSection
              courseId={course._id}
              trialPlaces={course.trial_places ?? 0}
              times={times ?? []}
            />
          </div>
        </>
      )}
    </article>
  );
}
