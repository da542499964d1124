import { useSyncExternalStore } from 'react';
import type { SyncState } from '@/offline/sync/loop';
import { syncEngine } from '@/offline/syncEngine';

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    (onChange) => syncEngine.subscribe(onChange),
    () => syncEngine.getState(),
  );
}
