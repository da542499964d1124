import { Dexie, type EntityTable, type Table } from 'dexie';
import type { ConflictRow, LocalCourse, LocalTimeSlot, OutboxRow } from '@/offline/types';

/** The app's only IndexedDB database; everything that touches it lives in `src/offline/`. */
export class VereinsheimDb extends Dexie {
  courses!: Table<LocalCourse, [string, string]>;
  times!: Table<LocalTimeSlot, [string, string]>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  conflicts!: EntityTable<ConflictRow, 'id'>;

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
  }
}

export const db = new VereinsheimDb();
