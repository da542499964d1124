import { listConflicts } from '@/offline/conflicts';
import { listOutbox } from '@/offline/outbox';
import type { ConflictRow, OutboxRow } from '@/offline/types';
import { useLiveQuery } from 'dexie-react-hooks';

/** The user's queued writes in order, live. */
export function useOutboxRows(userId: string | undefined): OutboxRow[] | undefined {
  return useLiveQuery(async () => (userId ? listOutbox(userId) : []), [userId]);
}

export function useConflicts(userId: string | undefined): ConflictRow[] | undefined {
  return useLiveQuery(async () => (userId ? listConflicts(userId) : []), [userId]);
}
