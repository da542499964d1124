import { listConflicts } from '@/offline/conflicts';
import { db } from '@/offline/db';
import { entityKey } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import type { ConflictRow, EntityRef, OutboxRow } from '@/offline/types';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';

/** The user's queued writes in order, live. */
export function useOutboxRows(userId: string | undefined): OutboxRow[] | undefined {
  return useLiveQuery(async () => (userId ? listOutbox(userId) : []), [userId]);
}

export function useConflicts(userId: string | undefined): ConflictRow[] | undefined {
  return useLiveQuery(async () => (userId ? listConflicts(userId) : []), [userId]);
}

/**
 * The local values of the entities the rows are about (for their labels), keyed `type:id`;
 * an entity deleted on the device has none.
 */
export function useLocalValues(
  userId: string | undefined,
  refs: readonly EntityRef[],
): Map<string, Record<string, unknown>> {
  const keys = [...new Set(refs.map(entityKey))];
  const records = useLiveQuery(
    async () =>
      userId
        ? db.records.bulkGet(
            refs.map((ref): [string, string, string] => [userId, ref.type, ref.id]),
          )
        : [],
    [userId, keys.join(',')],
  );
  return new Map(
    (records ?? []).flatMap((r) => (r ? [[`${r.type}:${r.id}`, r.value] as const] : [])),
  );
}

/** The user's queued rows by entity (`type:id`), for "not synced yet" and refusal markers. */
export function useOutboxRowsByEntity(userId: string | undefined): Map<string, OutboxRow[]> {
  const rows = useOutboxRows(userId);
  return useMemo(() => {
    const byKey = new Map<string, OutboxRow[]>();
    for (const row of rows ?? []) {
      byKey.set(row.entityKey, [...(byKey.get(row.entityKey) ?? []), row]);
    }
    return byKey;
  }, [rows]);
}
