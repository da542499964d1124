import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { rowError } from '@/offline/rowError';
import { syncEngine } from '@/offline/syncEngine';

/** Starts the outbox for the user and shows sync results as flash messages (one per batch). */
export function useSyncFlash(userId: string | undefined): void {
  const { show } = useFlash();
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId) syncEngine.start(userId);
  }, [userId]);

  // Back online: what failed to load offline ("Keine Verbindung zum Server") is loaded again.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['account'] });
    window.addEventListener('online', refetch);
    return () => window.removeEventListener('online', refetch);
  }, [queryClient]);

  useEffect(
    () =>
      syncEngine.onEvent((event) => {
        switch (event.type) {
          case 'synced':
            // One summary per batch ("50 Änderungen synchronisiert"); a single save keeps the
            // server's own sentence. Reads that failed offline are fetched again now.
            show(
              event.count === 1 && event.message
                ? event.message
                : t('sync.synced', { count: event.count }),
              'success',
            );
            void queryClient.invalidateQueries({ queryKey: ['account'] });
            break;
          case 'refused':
            show(t('sync.refused'), 'error');
            break;
          case 'rejected':
            show(rowError(event.row, i18n) || t('sync.rejected'), 'error');
            break;
          case 'conflict':
            show(t('sync.conflict'), 'warning');
            break;
          case 'auth-required':
            show(t('sync.loginAgain'), 'warning');
            break;
          case 'blocked':
            // The refresh that said so ends the session: the login page says it, once.
            break;
        }
      }),
    [show, t, i18n, queryClient],
  );
}
