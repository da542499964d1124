import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Send20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, successText } from '@/api/errorMessage';
import type { Envelope, Permission } from '@/api/types';
import { useLang } from '@/i18n/useLang';
import { usePermission } from '@/auth/usePermission';
import { useAuth } from '@/auth/useAuth';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { formatDateTime } from '@/components/format/date';
import { useOutboxMutation } from '@/offline/hooks';
import { isRefusedForGood, isUnsent } from '@/offline/localStore';
import { discardRow } from '@/offline/outbox';
import { rowError } from '@/offline/rowError';
import type { OutboxRow } from '@/offline/types';
import type { courseEntity } from '@/features/courses/offline';
import type { workshopEntity } from '@/features/workshops/offline';
import type { Publishable } from '@/features/publishing/components/StateBadges';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface PublishActionsProps {
  /** The entity's offline unit (its writes go through the outbox) and its shared fields. */
  unit: typeof courseEntity | typeof workshopEntity;
  entity: Publishable & { _id: string; title: string };
  /** This entity's outbox rows (every status): queued edits, a waiting or refused publish. */
  rows: readonly OutboxRow[];
  permissions: { block: Permission; delete: Permission };
  /** The online block toggle (an admin decision), answered by the server. */
  toggleBlock(userId: string, id: string): Promise<Envelope<unknown>>;
  /** Where a delete leads, below `/:lang/account/`. */
  listPath: string;
  /** `data-testid` prefix: `course-publish`, `workshop-delete`, … */
  testId: string;
  deleteTitle: string;
}

/**
 * Publish (or request it), pending and rejected state, and the staff's block and delete of a
 * course or a workshop. Publishing and deleting go through the outbox (also offline, after the
 * entity's queued edits); blocking is an admin decision and needs the connection.
 */
export const PublishActions = memo(function PublishActions({
  unit,
  entity,
  rows,
  permissions,
  toggleBlock,
  listPath,
  testId,
  deleteTitle,
}: PublishActionsProps) {
  const { t, i18n } = useTranslation('account');
  const styles = useStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const navigate = useNavigate();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const publishesDirectly = usePermission('publish:direct');
  const mayBlock = usePermission(permissions.block);
  const mayDelete = usePermission(permissions.delete);
  const writes = useOutboxMutation(unit);
  const queryClient = useQueryClient();
  const publishRow = rows.find((row) => row.action === 'publish');
  // Refused for good: the server will not take it as it is. A row refused because the session
  // ended goes again after the next login, so it still waits.
  const publishFailed = publishRow && isRefusedForGood(publishRow) ? publishRow : null;
  const publishQueued = publishRow !== undefined && !publishFailed;
  // The server refuses to publish what has no unpublished changes (409). An edit on the device
  // shows the entity as changed (its descriptor's `edited`); while one waits, a list answered
  // meanwhile may have put the server's "published" back, so waiting edits count as well.
  const editsQueued = rows.some((row) => row.action !== 'publish' && isUnsent(row));
  const nothingToPublish = entity.state === 'published' && !editsQueued;

  const toggleBlocked = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const envelope = await toggleBlock(user._id, entity._id);
      const blocked = (envelope.data as { blocked?: boolean } | null)?.blocked ?? !entity.blocked;
      const own = t(blocked ? 'editor.blockDone' : 'editor.unblockDone', { title: entity.title });
      show(successText(envelope.message, own, i18n), 'success');
    } catch (error) {
      show(errorMessage(error, i18n), 'error');
    } finally {
      setBusy(false);
    }
  };

  // Queued after the entity's edits, so the request's snapshot holds them.
  const publish = () =>
    writes
      .action(entity._id, 'publish')
      .then(() => show(t(navigator.onLine ? 'editor.publishQueued' : 'sync.savedOffline'), 'info'))
      .catch(() => show(t('sync.saveFailed'), 'error'));

  const remove = () =>
    writes
      .remove(entity._id)
      .then(() => {
        show(t(navigator.onLine ? 'editor.deleted' : 'sync.savedOffline'), 'success');
        navigate(`/${lang}/account/${listPath}`);
      })
      .catch(() => show(t('sync.saveFailed'), 'error'));

  return (
    <div className={styles.root}>
      {publishQueued && (
        <MessageBar intent="info" data-testid={`${testId}-publish-queued`}>
          <MessageBarBody>{t('editor.publishWaiting')}</MessageBarBody>
        </MessageBar>
      )}
      {publishFailed && (
        <MessageBar intent="error" layout="multiline" data-testid={`${testId}-publish-failed`}>
          <MessageBarBody>
            {t('editor.publishFailed', { reason: rowError(publishFailed, i18n) ?? '' })}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() =>
                void discardRow(publishFailed.id)
                  .then(() => queryClient.invalidateQueries({ queryKey: ['account'] }))
                  .catch(() => show(t('sync.saveFailed'), 'error'))
              }
            >
              {t('outbox.discard')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {entity.pending_request && (
        <MessageBar intent="info" data-testid={`${testId}-pending`}>
          <MessageBarBody>
            {t('editor.pending', {
              name: entity.pending_request.requested_by.name,
              date: formatDateTime(entity.pending_request.requested_at),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {entity.last_rejection && !entity.pending_request && (
        <MessageBar intent="error" data-testid={`${testId}-rejected`}>
          <MessageBarBody>
            {t('editor.rejected', {
              name: entity.last_rejection.rejected_by.name,
              reason: entity.last_rejection.reason,
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button
          appearance="primary"
          icon={<Send20Regular />}
          disabled={
            busy ||
            publishRow !== undefined ||
            (!publishesDirectly && Boolean(entity.pending_request))
          }
          // Reachable by keyboard, so the reason below is read with it.
          disabledFocusable={nothingToPublish}
          aria-describedby={nothingToPublish ? `${testId}-nothing-to-publish` : undefined}
          onClick={() => void publish()}
          data-testid={`${testId}-publish`}
        >
          {publishesDirectly ? t('editor.publish') : t('editor.requestPublish')}
        </Button>
        {nothingToPublish && (
          <Text id={`${testId}-nothing-to-publish`} data-testid={`${testId}-nothing-to-publish`}>
            {t(publishesDirectly ? 'editor.nothingToPublishDirect' : 'editor.nothingToPublish')}
          </Text>
        )}
        {mayBlock && (
          <Switch
            label={t('editor.blocked')}
            checked={entity.blocked}
            disabled={busy}
            onChange={() => void toggleBlocked()}
            data-testid={`${testId}-block`}
          />
        )}
        {mayDelete && (
          <ConfirmDialog
            trigger={
              <Button icon={<Delete20Regular />} disabled={busy} data-testid={`${testId}-delete`}>
                {t('editor.delete')}
              </Button>
            }
            title={deleteTitle}
            confirmLabel={t('editor.deleteConfirm')}
            cancelLabel={t('common.cancel')}
            busy={busy}
            onConfirm={() => void remove()}
          >
            {t('editor.deleteText', { title: entity.title })}
          </ConfirmDialog>
        )}
      </div>
    </div>
  );
});
