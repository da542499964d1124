import {
  Button,
  Divider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { useAccountCourse } from '@/features/courses/api/useAccountCourse';
import { AccountLink } from '@/components/AccountLink';
import { CourseActions } from '@/features/courses/components/CourseActions';
import { CourseForm, coursePatch, toValues } from '@/features/courses/components/CourseForm';
import type { CourseFormValues } from '@/features/courses/components/courseValidation';
import { StateBadges } from '@/features/publishing';
import { EmptyState } from '@/components/layout/EmptyState';
import { useEditorPageStyles } from '@/components/layout/editorPage.styles';
import { ImagePicker } from '@/components/form/ImagePicker';
import { TimeSlotEditor } from '@/features/timeslots';
import { useOutboxMutation } from '@/offline/hooks';
import { useOutboxRows } from '@/offline/useOutboxRows';

/** CourseDetails: the editor; loads course and times, and continues on failure (spec section 2). */
export function CourseDetailsPage() {
  const { t } = useTranslation('account');
  const styles = useEditorPageStyles();
  const { id } = useParams();
  const lang = useLang();
  const { user } = useAuth();
  const { show } = useFlash();
  const { course, times, loading, failed, stale, refetch } = useAccountCourse(id);
  const rows = useOutboxRows(user?._id);
  const courses = useOutboxMutation('course');
  // Stable while the local copy is unchanged, so a sync batch (which only changes the outbox)
  // does not re-render the form and the time slots once per row.
  const initial = useMemo(() => (course ? toValues(course) : null), [course]);
  const onSubmit = useCallback(
    (values: CourseFormValues) => {
      if (!course || !user) return;
      const patch = coursePatch(course, values);
      if (Object.keys(patch).length === 0) {
        show(t('editor.noChanges'), 'info');
        return;
      }
      courses
        .update(course._id, patch)
        .then(() => {
          if (!navigator.onLine) show(t('sync.savedOffline'), 'info');
        })
        .catch(() => show(t('sync.saveFailed'), 'error'));
    },
    [course, user, courses, show, t],
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
      <StateBadges
        entity={course}
        unsynced={(rows ?? []).some((r) => r.entityKey === `course:${course._id}`)}
      />
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('courses.stale')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.panel}>
        <CourseActions
          course={course}
          publishQueued={(rows ?? []).some(
            (r) => r.entityKey === `course:${course._id}` && r.action === 'publish',
          )}
        />
      </div>
      <div className={styles.panel}>
        {/* New values from the server (a synced edit, a conflict) reach untouched fields only. */}
        <CourseForm key={course._id} initial={initial ?? toValues(course)} onSubmit={onSubmit} />
      </div>
      <div className={styles.panel}>
        <ImagePicker
          label={t('fields.photo')}
          currentUrl={course.photoURL}
          pending={course.localImages?.image}
          onPick={(file) =>
            void courses
              .upload(course._id, 'image', file)
              .then(() => {
                if (!navigator.onLine) show(t('sync.savedOffline'), 'info');
              })
              .catch(() => show(t('sync.saveFailed'), 'error'))
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
    </article>
  );
}
