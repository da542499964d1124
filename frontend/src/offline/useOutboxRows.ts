import { listConflicts } from '@/offline/conflicts';
import { db } from '@/offline/db';
import { entityKey } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { entityOf, hasEntity } from '@/offline/registry';
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

/**
 * The rows of one entity and of the entities whose writes edit it (a course's times), in order;
 * not those of children that are public without a publication (its cancelled trainings).
 */
export function rowsWithChildren(
  rows: readonly OutboxRow[] | undefined,
  ref: EntityRef,
): OutboxRow[] {
  const key = entityKey(ref);
  const editsParent = (row: OutboxRow) => {
    const type = row.entityKey.slice(0, row.entityKey.indexOf(':'));
    return !hasEntity(type) || entityOf(type).parent?.editsParent !== false;
  };
  return (rows ?? []).filter(
    (row) => row.entityKey === key || (row.parent === ref.id && editsParent(row)),
  );
}

/** The user's rows of one entity and its children, live; the same array while they do not change. */
export function useEntityRows(userId: string | undefined, ref: EntityRef | null): OutboxRow[] {
  const rows = useOutboxRows(userId);
  const type = ref?.type;
  const id = ref?.id;
  return useMemo(() => (type && id ? rowsWithChildren(rows, { type, id }) : []), [rows, type, id]);
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

/**
 * The server's field messages (`details`) of the entity's rejected rows, newest last wins; the
 * same object while they do not change, so a form can place them once.
 */
export function useRejectedDetails(
  userId: string | undefined,
  ref: EntityRef | null,
): Record<string, string> | undefined {
  const key = ref ? entityKey(ref) : '';
  const json = useLiveQuery(async () => {
    if (!userId || !key) return '';
    const rows = await db.outbox.where('[userId+entityKey]').equals([userId, key]).sortBy('seq');
    const details = Object.assign(
      {},
      ...rows.filter((row) => row.status === 'rejected').map((row) => row.details ?? {}),
    ) as Record<string, string>;
    return Object.keys(details).length > 0 ? JSON.stringify(details) : '';
  }, [userId, key]);
  return useMemo(() => (json ? (JSON.parse(json) as Record<string, string>) : undefined), [json]);
}

/**
 * The refusal of the entity's image in a slot, when the newest upload queued for it was
 * rejected by the server (a file it could not read, too large): the form shows it on the field.
 * A newer pick replaces the refused row (`queueUpload`), so this is undefined again.
 */
export function useRejectedUpload(
  userId: string | undefined,
  ref: EntityRef | null,
  slot: string,
): OutboxRow | undefined {
  const key = ref ? entityKey(ref) : '';
  return useLiveQuery(async () => {
    if (!userId || !key) return undefined;
    const rows = await db.outbox.where('[userId+entityKey]').equals([userId, key]).sortBy('seq');
    const newest = rows.filter((row) => row.upload?.slot === slot).at(-1);
    return newest?.status === 'rejected' ? newest : undefined;
  }, [userId, key, slot]);
}
