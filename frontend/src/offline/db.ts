import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ConflictRow, OutboxRow, StoredRecord, StoredReference } from '@/offline/types';

/** The app's only IndexedDB database; everything that touches it lives in `src/offline/`. */
export class VereinsheimDb extends Dexie {
  records!: Table<StoredRecord, [string, string, string]>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  conflicts!: EntityTable<ConflictRow, 'id'>;
  references!: Table<StoredReference, [string, string]>;

  constructor(name = 'vereinsheim') {
    // Relaxed durability: a commit does not wait for the disk flush (it still survives a closed
    // tab or a crashed browser, not a power cut of the whole device). Strict commits made a
    // batch of 50 synced rows wait for ~150 disk flushes (bench/outbox-sync).
    super(name, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores({
      courses: '[userId+_id], userId',
      times: '[userId+_id], [userId+course]',
      outbox: 'id, userId, seq, [userId+seq], [userId+entityKey]',
      conflicts: 'id, userId',
    });
    // One generic table for every entity type; the course and time tables of version 1 move in.
    this.version(2)
      .stores({
        courses: null,
        times: null,
        records: '[userId+type+id], [userId+type+parent], userId',
      })
      .upgrade(async (tx) => {
        const move = async (table: string, type: string, parentKey: string | null) => {
          const rows = (await tx.table(table).toArray()) as Record<string, unknown>[];
          await tx.table('records').bulkPut(
            rows.map(({ userId, serverVersion, ...value }) => ({
              userId,
              type,
              id: value._id,
              parent: (parentKey && (value[parentKey] as string | null)) || '',
              serverVersion: serverVersion ?? null,
              value,
            })),
          );
        };
        await move('courses', 'course', null);
        await move('times', 'time', 'course');
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: OutboxRow) => {
            row.kind ??= legacyKind(row);
          });
      });
    // The lists forms choose from (offline/references.ts), so a course can be made offline.
    this.version(3).stores({ references: '[userId+key], userId' });
  }
}

/** Rows of version 1 knew only create (POST without If-Match), update and delete. */
function legacyKind(row: OutboxRow): OutboxRow['kind'] {
  if (row.method === 'DELETE') return 'remove';
  return row.method === 'POST' && !row.ifMatch ? 'create' : 'update';
}

export const db = new VereinsheimDb();
