import type { TFunction } from 'i18next';
import type { OutboxRow } from '@/offline/types';

/** The last write of a sync pass: its row and the server's answer (the entity as it is now). */
export interface SentWrite {
  row: OutboxRow;
  data: unknown;
}

/**
 * What one synced write did, in the page's words (namespace `account`): the server's sentence
 * is German only and a success carries no code to translate. A publish says whether it went
 * public or waits for a decision, as the server's answer shows.
 */
export function sentText(sent: SentWrite | null, t: TFunction<'account'>): string {
  if (!sent) return t('sync.synced', { count: 1 });
  const { row, data } = sent;
  const kind = row.kind ?? (row.method === 'DELETE' ? 'remove' : 'update');
  if (kind === 'action') {
    if (row.action !== 'publish') return t('sync.synced', { count: 1 });
    const requested = (data as { pending_request?: unknown } | null)?.pending_request;
    return t(requested ? 'sync.done.publishRequested' : 'sync.done.published');
  }
  return t(`sync.done.${kind}`);
}
