import type { Page } from '@playwright/test';

/** Rows per object store of the app's IndexedDB ("vereinsheim"), read in the page. */
export async function idbCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('vereinsheim')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vereinsheim');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const counts: Record<string, number> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      counts[name] = await new Promise<number>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return counts;
  });
}

export interface StoredOutboxRow {
  id: string;
  userId: string;
  status: string;
  refusal?: string | null;
  errorCode?: string | null;
  lastError?: string | null;
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** The outbox rows as stored (status, refusal), read in the page. */
export async function outboxRows(page: Page): Promise<StoredOutboxRow[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vereinsheim');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('outbox')) {
      db.close();
      return [];
    }
    const rows = await new Promise<StoredOutboxRow[]>((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as StoredOutboxRow[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows;
  });
}

/** The device's copy of one entity (`records` store) as the app last wrote it, read in the page. */
export async function localRecord(
  page: Page,
  type: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    async ({ type, id }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('vereinsheim');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (!db.objectStoreNames.contains('records')) {
        db.close();
        return null;
      }
      const rows = await new Promise<
        { type: string; id: string; value: Record<string, unknown> }[]
      >((resolve, reject) => {
        const request = db.transaction('records').objectStore('records').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return rows.find((row) => row.type === type && row.id === id)?.value ?? null;
    },
    { type, id },
  );
}
