import { api } from '@/api/typed';
import type { Envelope } from '@/api/types';
import { storeServerRecord } from '@/offline/localStore';
import type { Revision, RevisionDetail } from '@/features/history/types';
import type { TextKey } from '@/api/publicQueries';

/**
 * The entities with a history, by their outbox type (their local copies are stored by it); and
 * the club's texts (by key), which have no local copy.
 */
export type HistoryType = 'course' | 'workshop' | 'department' | 'text';

export async function listRevisions(type: HistoryType, id: string): Promise<Revision[]> {
  const path = { id };
  const envelope =
    type === 'course'
      ? await api.get('/api/course/history/{id}', { path })
      : type === 'workshop'
        ? await api.get('/api/workshop/history/{id}', { path })
        : type === 'text'
          ? await api.get('/api/text/history/{key}', { path: { key: id as TextKey } })
          : await api.get('/api/department/history/{id}', { path });
  return envelope.data ?? [];
}

export async function loadRevision(
  type: HistoryType,
  id: string,
  revision: string,
): Promise<RevisionDetail | null> {
  const path = { id, revision };
  const envelope =
    type === 'course'
      ? await api.get('/api/course/history/{id}/{revision}', { path })
      : type === 'workshop'
        ? await api.get('/api/workshop/history/{id}/{revision}', { path })
        : type === 'text'
          ? await api.get('/api/text/history/{key}/{revision}', {
              path: { key: id as TextKey, revision },
            })
          : await api.get('/api/department/history/{id}/{revision}', { path });
  return (envelope.data as RevisionDetail | undefined) ?? null;
}

/**
 * Restore is online only (it answers at once, like block or grant): the revision becomes the
 * working copy on the server at `version`, and the answer replaces the device's copy.
 */
export async function restoreRevision(
  userId: string,
  type: HistoryType,
  id: string,
  revision: string,
  version: number,
): Promise<Envelope<unknown>> {
  const options = { path: { id, revision }, headers: { 'If-Match': `"${version}"` } };
  const envelope: Envelope<object | undefined> =
    type === 'course'
      ? await api.post('/api/course/restore/{id}/{revision}', options)
      : type === 'workshop'
        ? await api.post('/api/workshop/restore/{id}/{revision}', options)
        : type === 'text'
          ? await api.post('/api/text/restore/{key}/{revision}', {
              ...options,
              path: { key: id as TextKey, revision },
            })
          : await api.post('/api/department/restore/{id}/{revision}', options);
  // A club text has no copy on the device (its screen reads the server's).
  if (envelope.data && type !== 'text') await storeServerRecord(userId, type, envelope.data);
  return envelope;
}
