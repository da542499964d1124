import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { getStoredUser } from '@/auth/session';
import { useAuth } from '@/auth/useAuth';
import { getRecord, listRecords, storeServerList, storeServerRecord } from '@/offline/localStore';
import {
  createRecord,
  queueAction,
  queueUpload,
  removeRecord,
  updateRecord,
} from '@/offline/mutations';
import type { EntityUnit } from '@/offline/entity';
import type { Local } from '@/offline/types';

interface Freshness {
  loading: boolean;
  /** Nothing to show: the fetch failed and there is no local copy. */
  failed: boolean;
  /** The fetch failed but the local copy is shown. */
  stale: boolean;
  refetch(): void;
}

export interface OfflineList<T> extends Freshness {
  items: Local<T>[] | undefined;
}

export interface OfflineRecord<T> extends Freshness {
  /** Undefined while IndexedDB is read, null when the device has no copy. */
  record: Local<T> | null | undefined;
}

/** The stored user is still the one the request was for (never one user's rows in another's). */
const stillUser = (userId: string) => getStoredUser()?._id === userId;

/**
 * An offline-editable list: fetched when possible, stored per user in IndexedDB, always read
 * from there, so it works offline after one online visit (authenticated data never goes to the
 * service worker's cache). `parent` scopes it to one entity's children (a course's times).
 */
export function useOfflineList<T>(
  type: string,
  options: { load(): Promise<readonly object[]>; parent?: string; enabled?: boolean },
): OfflineList<T> {
  const { list } = useStoredList<T>(type, {
    ...options,
    key: null,
    load: async () => {
      const items = await options.load();
      return { items, total: items.length };
    },
  });
  return list;
}

/** One page of a paged staff list, as the API answers it. */
export interface ServerPage {
  items: readonly object[];
  total: number;
}

export interface OfflinePagedList<T> extends OfflineList<T> {
  /** How many items the server's pages asked so far held. */
  loaded: number;
  /** How many the server has; undefined until it answered. */
  total: number | undefined;
  /** Asks the server for one more page; the device keeps it with the ones before. */
  loadMore(): void;
  loadingMore: boolean;
}

/**
 * A list the API pages (`{ items, total }`): the first page is kept on the device like any
 * offline list; `loadMore` asks for the pages after it. The pages asked so far are fetched and
 * stored together, so an item deleted on the server leaves the device whichever page held it;
 * when the total moved between two pages (an item came or went meanwhile, shifting the pages),
 * they are fetched again, so no item falls between them and leaves the device by mistake.
 */
export function useOfflinePagedList<T>(
  type: string,
  options: { loadPage(page: number): Promise<ServerPage> },
): OfflinePagedList<T> {
  const userId = useAuth().user?._id;
  // The pages asked, per user: another user starts again with the first.
  const [asked, setAsked] = useState({ userId, pages: 1 });
  const pages = asked.userId === userId ? asked.pages : 1;
  const { list, query } = useStoredList<T>(type, {
    key: pages,
    load: async () => {
      for (let attempt = 1; ; attempt += 1) {
        const answers: ServerPage[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const answer = await options.loadPage(page);
          answers.push(answer);
          const held = answers.reduce((sum, a) => sum + a.items.length, 0);
          if (answer.items.length === 0 || held >= answer.total) break;
        }
        const totals = new Set(answers.map((a) => a.total));
        if (totals.size === 1 || attempt === 3) {
          return { items: answers.flatMap((a) => a.items), total: answers.at(-1)!.total };
        }
      }
    },
  });
  // The last answer's numbers stay while the next page loads and when it failed (then the
  // button offers it again); they are this user's, since the query key holds the user.
  const [known, setKnown] = useState<{ userId?: string; loaded: number; total: number }>();
  const data = query.data;
  useEffect(() => {
    if (data) setKnown({ userId, ...data });
  }, [data, userId]);
  const numbers = data ?? (known?.userId === userId ? known : undefined);
  return {
    ...list,
    loaded: numbers?.loaded ?? 0,
    total: numbers?.total,
    // After a failed page the same pages are asked again, not one more.
    loadMore: () => (query.isError ? void query.refetch() : setAsked({ userId, pages: pages + 1 })),
    loadingMore: query.isFetching && pages > 1 && query.data === undefined,
  };
}

function useStoredList<T>(
  type: string,
  options: {
    load(): Promise<ServerPage>;
    /** What else the answer depends on (the number of pages asked). */
    key: number | null;
    parent?: string;
    enabled?: boolean;
  },
) {
  const userId = useAuth().user?._id;
  const { parent, enabled = true, key } = options;
  const items = useLiveQuery(
    async () => (userId ? listRecords<T>(userId, type, parent) : []),
    [userId, type, parent],
  );
  const query = useQuery({
    queryKey: ['account', 'offline', type, userId, parent ?? null, ...(key === null ? [] : [key])],
    enabled: Boolean(userId) && enabled,
    networkMode: 'always',
    retry: false,
    queryFn: async () => {
      const startedAt = Date.now();
      const answer = await options.load();
      if (userId && stillUser(userId)) {
        await storeServerList(userId, type, answer.items, { parent, startedAt });
      }
      return { loaded: answer.items.length, total: answer.total };
    },
  });
  const empty = items !== undefined && items.length === 0;
  const list: OfflineList<T> = {
    items,
    loading: items === undefined || (empty && query.isPending && query.fetchStatus !== 'idle'),
    failed: empty && query.isError,
    stale: !empty && query.isError,
    refetch: () => void query.refetch(),
  };
  return { list, query };
}

/**
 * One offline-editable entity: the local copy, refreshed from the server when it has one (an
 * entity made on this device that has not synced yet is not asked for).
 */
export function useOfflineRecord<T>(
  type: string,
  id: string | undefined,
  options: { load(id: string): Promise<object | null | undefined> },
): OfflineRecord<T> {
  const userId = useAuth().user?._id;
  const record = useLiveQuery(
    async () => (userId && id ? ((await getRecord<T>(userId, type, id)) ?? null) : null),
    [userId, type, id],
  );
  const onlyLocal = record !== undefined && record !== null && record.serverVersion === null;
  const query = useQuery({
    queryKey: ['account', 'offline', type, userId, 'one', id],
    enabled: Boolean(userId && id) && record !== undefined && !onlyLocal,
    networkMode: 'always',
    retry: false,
    queryFn: async () => {
      const server = await options.load(id ?? '');
      if (server && userId && stillUser(userId)) await storeServerRecord(userId, type, server);
      return server ? 1 : 0;
    },
  });
  return {
    record,
    loading:
      record === undefined || (record === null && query.isPending && query.fetchStatus !== 'idle'),
    failed: record === null && query.isError,
    stale: Boolean(record) && query.isError,
    refetch: () => void query.refetch(),
  };
}

/** Some of an update's fields; `null` clears an optional one. */
export type Patch<Update> = { [K in Exclude<keyof Update, '_id'>]?: Update[K] | null };

/** The writes of one entity type, typed by its unit (`defineOfflineEntity`). */
export interface OutboxMutation<
  Dto = Record<string, unknown>,
  Create = Record<string, unknown>,
  Update = Record<string, unknown>,
  Slots extends string = string,
  Actions extends string = string,
> {
  /**
   * Creates with a client-made UUID; resolves with it once stored on the device. `view`: what
   * the screen shows for ids the body carries (a department object for its id).
   */
  create(input: Create, view?: Partial<Dto>): Promise<string>;
  /** The changed fields only (the update's `_id` is the entity's); `null` clears a field. */
  update(id: string, patch: Patch<Update>, view?: Partial<Dto>): Promise<void>;
  remove(id: string): Promise<void>;
  /** A bodiless write such as `publish` (request publication). */
  action(id: string, name: Actions): Promise<void>;
  upload(id: string, slot: Slots, file: File): Promise<void>;
}

/** The typed writes of a unit: its create and update bodies, image slots and actions. */
export type WritesOf<E> =
  E extends EntityUnit<infer Dto, infer C, infer U, infer S, infer A>
    ? OutboxMutation<Dto, C, U, S, A>
    : never;

/**
 * Every staff write of an entity, through the outbox: saved on the device at once and sent when
 * the device is online, in the order made.
 */
export function useOutboxMutation<E extends { readonly type: string }>(entity: E): WritesOf<E> {
  const userId = useAuth().user?._id;
  const { type } = entity;
  return useMemo((): OutboxMutation => {
    const who = () => {
      if (!userId) throw new Error('Not logged in');
      return userId;
    };
    return {
      create: (input, view) => createRecord(who(), type, input, view),
      update: (id, patch, view) => updateRecord(who(), type, id, patch, view),
      remove: (id) => removeRecord(who(), type, id),
      action: (id, name) => queueAction(who(), type, id, name),
      upload: (id, slot, file) => queueUpload(who(), type, id, slot, file, file.name),
    };
  }, [type, userId]) as unknown as WritesOf<E>;
}
