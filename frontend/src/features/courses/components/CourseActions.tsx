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
import {
  deleteCourse,
  publishCourse,
  toggleCourseBlock,
} from '@/features/courses/api/courseActions';
import { formatDateTime } from '@/components/format/date';
import { unsentRowsFor } from '@/offline/localStore';
import { syncEngine } from '@/offline/syncEngine';
import type { LocalCourse } from '@/offline/types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Publish (or request it), pending and rejected state, and the staff's block and delete. */
export const CourseActions = memo(function CourseActions({ course }: { course: LocalCourse }) {
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

  const act = async (action: () => Promise<Envelope<unknown>>, after?: () => void) => {
    if (!user) return;
    setBusy(true);
    try {
      const envelope = await action();
      show(envelope.message || t('common.done'), 'success');
      after?.();
    } catch (error) {
      show(errorMessage(error, i18n), 'error');
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    if (!user) return;
    // The snapshot must contain the queued edits: send them first.
    await syncEngine.runOnce();
    if ((await unsentRowsFor(user._id, { type: 'course', id: course._id })).length > 0) {
      show(t('editor.syncFirst'), 'warning');
      return;
    }
    await act(() => publishCourse(user._id, course._id));
  };

  return (
    <div className={styles.root}>
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
          disabled={busy || (!publishesDirectly && Boolean(course.pending_request))}
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
            onConfirm={() =>
              void act(
                () => deleteCourse(user?._id ?? '', course._id),
                () => navigate(`/${lang}/account/angebote`),
              )
            }
          >
            {t('editor.deleteText', { title: course.title })}
          </ConfirmDialog>
        )}
      </div>
    </div>
  );
});
