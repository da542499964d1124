import type { TFunction } from 'i18next';
import { entityOf, hasEntity } from '@/offline/registry';
import type { OutboxRow } from '@/offline/types';

/** What an entity is called in a dialog: "Angebot „Kinderturnen“" (the registry's label). */
export function describeEntity(
  type: string,
  value: Record<string, unknown>,
  t: TFunction<'account'>,
): string {
  return hasEntity(type) ? entityOf(type).label(value, t as TFunction) : type;
}

/** A short human label for a queued write, e.g. "Angebot „Kinderturnen“ geändert". */
export function describeRow(
  row: OutboxRow,
  local: Record<string, unknown> | undefined,
  t: TFunction<'account'>,
): string {
  const what = describeEntity(row.entity.type, { ...local, ...row.body }, t);
  const kind = row.kind ?? (row.method === 'DELETE' ? 'remove' : 'update');
  if (kind === 'action') {
    return t(`outbox.row.action.${row.action ?? ''}`, { what, defaultValue: what });
  }
  return t(`outbox.row.${kind}`, { what });
}
