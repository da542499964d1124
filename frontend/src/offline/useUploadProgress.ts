import { useSyncExternalStore } from 'react';
import { syncEngine } from '@/offline/syncEngine';
import type { Progress } from '@/offline/xhrUpload';

/**
 * How far the image of this entity (in one slot, if named) has gone out, while its upload row
 * is being sent.
 */
export function useUploadProgress(
  type: string,
  id: string | undefined,
  slot?: string,
): Progress | null {
  const uploads = useSyncExternalStore(
    (onChange) => syncEngine.subscribeUploads(onChange),
    () => syncEngine.getUploads(),
    () => syncEngine.getUploads(),
  );
  const upload = uploads.find(
    (u) => u.entity.type === type && u.entity.id === id && (!slot || u.slot === slot),
  );
  return upload ? { loaded: upload.loaded, total: upload.total } : null;
}
