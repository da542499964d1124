import {
  Button,
  MessageBar,
  MessageBarBody,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Send20Regular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/errorMessage';
import type { Envelope } from '@/api/types';
import { useLang } from '@/i18n/useLang';
import { usePermission } from '@/auth/usePermission';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { toggleCourseBlock } from '@/features/courses/api/courseActions';
import { formatDateTime } from '@/components/format/date';
import { useOutboxMutation } from '@/offline/hooks';
import type { LocalCourse } from '@/features/courses/offline';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Publish (or request it), pending and rejected state, and the staff's block and delete.
 * Publishing and deleting go through the outbox (also offline, after the course's queued
 * edits); blocking is an admin decision and needs the connection.
 */
export const CourseActions = memo(function CourseActions({
  course,
  publishQueued,
}: {
  course: LocalCourse;
  /** A publish request of this course waits in the outbox. */
  publishQueued: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  const styles = useStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const navigate = useNavigate();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const publishesDirectly = usePermission('publish:direct');
  const mayBlock = usePermission('courses:block');
  const mayDelete = usePermission('courses:delete');
  const courses = useOutboxMutation('course');

  const act = async (action: () => Promise<Envelope<unknown>>) => {
    if (!user) return;
    setBusy(true);
    try {
      const envelope = await action();
      show(envelope.message || t('common.done'), 'success');
    } catch (error) {
      show(errorMessage(error, i18n), 'error');
    } finally {
      setBusy(false);
    }
  };

  // Queued after the course's edits, so the request's snapshot holds them.
  const publish = () =>
    courses
      .action(course._id, 'publish')
      .then(() => show(t(navigator.onLine ? 'editor.publishQueued' : 'sync.savedOffline'), 'info'))
      .catch(() => show(t('sync.saveFailed'), 'error'));

  const remove = () =>
    courses
      .remove(course._id)
      .then(() => {
        show(t(navigator.onLine ? 'editor.deleted' : 'sync.savedOffline'), 'success');
        navigate(`/${lang}/account/angebote`);
      })
      .catch(() => show(t('sync.saveFailed'), 'error'));

  return (
    <div className={styles.root}>
      {publishQueued && (
        <MessageBar intent="info" data-testid="course-publish-queued">
          <MessageBarBody>{t('editor.publishWaiting')}</MessageBarBody>
        </MessageBar>
      )}
      {course.pending_request && (
        <MessageBar intent="info" data-testid="course-pending">
          <MessageBarBody>
            {t('editor.pending', {
              name: course.pending_request.requested_by.name,
              date: formatDateTime(course.pending_request.requested_at),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {course.last_rejection && !course.pending_request && (
        <MessageBar intent="error" data-testid="course-rejected">
          <MessageBarBody>
            {t('editor.rejected', {
              name: course.last_rejection.rejected_by.name,
              reason: course.last_rejection.reason,
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button
          appearance="primary"
          icon={<Send20Regular />}
          disabled={
            busy || publishQueued || (!publishesDirectly && Boolean(course.pending_request))
          }
          onClick={() => void publish()}
          data-testid="course-publish"
        >
          {publishesDirectly ? t('editor.publish') : t('editor.requestPublish')}
        </Button>
        {mayBlock && (
          <Switch
            label={t('editor.blocked')}
            checked={course.blocked}
            disabled={busy}
            onChange={() => void act(() => toggleCourseBlock(user?._id ?? '', course._id))}
            data-testid="course-block"
          />
        )}
        {mayDelete && (
          <ConfirmDialog
            trigger={
              <Button icon={<Delete20Regular />} disabled={busy} data-testid="course-delete">
                {t('editor.delete')}
              </Button>
            }
            title={t('editor.deleteTitle')}
            confirmLabel={t('editor.deleteConfirm')}
            cancelLabel={t('common.cancel')}
            busy={busy}
            onConfirm={() => void remove()}
          >
            {t('editor.deleteText', { title: course.title })}
          </ConfirmDialog>
        )}
      </div>
    </div>
  );
});
