import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateWaiting, onUpdateWaiting } from '@/app/pwa/serviceWorker';
import { useUpdatePromptStyles } from '@/app/pwa/UpdatePrompt.styles';

/**
 * The non-blocking "new version" bar. Reloading would drop nothing (edits are in IndexedDB), but
 * a new app version could change the outbox format, so it never reloads while edits are unsynced.
 */
export function UpdatePrompt() {
  const styles = useUpdatePromptStyles();
  const { t } = useTranslation('common');
  const [waiting, setWaiting] = useState(isUpdateWaiting);
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState(0);

  useEffect(() => onUpdateWaiting(() => setWaiting(true)), []);

  if (!waiting || dismissed) return null;

  const reload = async () => {
    // Loaded on demand: IndexedDB code stays out of the public pages' bundle.
    const { getPendingCount } = await import('@/offline/outbox');
    const count = await getPendingCount();
    setPending(count);
    if (count === 0) await applyUpdate();
  };

  return (
    <MessageBar className={styles.bar} intent="info" data-testid="update-prompt">
      <MessageBarBody>
        <MessageBarTitle>{t('pwa.updateAvailable')}</MessageBarTitle>
        {pending > 0 ? t('pwa.pendingChanges', { count: pending }) : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => void reload()}>
          {t('pwa.reload')}
        </Button>
        <Button onClick={() => setDismissed(true)}>{t('pwa.later')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
