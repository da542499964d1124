import type { TFunction } from 'i18next';
import type { OutboxRow } from '@/offline/types';

/** A short human label for a queued write, e.g. "Angebot „Kinderturnen“ geändert". */
export function describeRow(
  row: OutboxRow,
  titles: Map<string, string>,
  t: TFunction<'account'>,
): string {
  const body = row.body ?? {};
  if (row.entity.type === 'course') {
    const title = titles.get(row.entity.id) ?? String(body.title ?? '');
    return t('outbox.courseChanged', { title });
  }
  if (row.method === 'DELETE') return t('outbox.timeDeleted');
  const slot = `${String(body.day ?? '')} ${String(body.start ?? '')}–${String(body.end ?? '')}`;
  return row.method === 'POST'
    ? t('outbox.timeCreated', { slot })
    : t('outbox.timeChanged', { slot });
}
