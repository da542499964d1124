import { useCallback, useRef, useState } from 'react';
import { apiDownload, type DownloadProgress } from '@/api/client';
import { saveFile } from '@/components/download/saveFile';
import { backupFileName } from '@/features/backup/backupFileName';

export const BACKUP_PATH = '/api/backup';

export type BackupResult = 'saved' | 'cancelled' | 'failed';

/**
 * The backup download: streamed so a large archive shows how much has arrived, cancellable, and
 * saved as backup_YYYY_MM_DD.zip. `start` resolves with what happened (it never throws).
 */
export function useBackupDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (): Promise<{ result: BackupResult; error?: unknown }> => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ received: 0, total: null });
    try {
      const { blob } = await apiDownload(BACKUP_PATH, { signal: abort.signal }, setProgress);
      saveFile(blob, backupFileName());
      return { result: 'saved' };
    } catch (error) {
      if (abort.signal.aborted) return { result: 'cancelled' };
      return { result: 'failed', error };
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start, cancel, progress, running: progress !== null };
}
