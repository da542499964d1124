import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { syncEngine } from '@/offline/syncEngine';

/** Starts the outbox for the user and shows each sync result as a flash message. */
export function useSyncFlash(userId: string | undefined): void {
  const { show } = useFlash();
  const { t } = useTranslation('account');

  useEffect(() => {
    if (userId) syncEngine.start(userId);
  }, [userId]);

  useEffect(
    () =>
      syncEngine.onEvent((event) => {
        switch (event.type) {
          case 'sent':
            show(event.message || t('sync.sent'), 'success');
            break;
          case 'rejected':
            show(event.message || t('sync.rejected'), 'error');
            break;
          case 'conflict':
            show(t('sync.conflict'), 'warning');
            break;
          case 'auth-required':
            show(t('sync.loginAgain'), 'warning');
            break;
        }
      }),
    [show, t],
  );
}
