import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { successText } from '@/api/errorMessage';
import { useFlash } from '@/components/flash';
import { sentText, type SentWrite } from '@/features/account/components/sentText';
import { rowError } from '@/offline/rowError';
import { syncEngine } from '@/offline/syncEngine';

/** Starts the outbox for the user and shows sync results as flash messages (one per batch). */
export function useSyncFlash(userId: string | undefined): void {
  const { show } = useFlash();
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  // The pass's last write, for the words of a single save (the `synced` summary follows it).
  const last = useRef<SentWrite | null>(null);

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
          case 'sent':
            last.current = { row: event.row, data: event.data };
            break;
          case 'synced':
            // One summary per batch ("50 Änderungen synchronisiert"); a single save keeps the
            // server's own sentence in German, in English it says what the write did. Reads that
            // failed offline are fetched again now.
            show(
              event.count === 1
                ? successText(event.message, sentText(last.current, t), i18n)
                : t('sync.synced', { count: event.count }),
              'success',
            );
            last.current = null;
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
