import type { i18n as I18n } from 'i18next';
import { codeText } from '@/api/errorMessage';
import type { OutboxRow } from '@/offline/types';

/**
 * A queued write's problem in the user's language, never the browser's "Failed to fetch": the
 * reasons the device knows from `account`; what the server answered as `errorMessage` shows a
 * failed call (German: the server's sentence; other languages: the `errors` text of its code).
 */
export function rowError(row: OutboxRow, i18n: I18n): string | null {
  const t = i18n.getFixedT(null, 'account');
  if (row.status === 'refused' && row.refusal) {
    // A refusal the server explained (a blocked account) names it as a failed call would.
    const server = row.errorCode ? (codeText(row.errorCode, i18n) ?? row.lastError) : null;
    return server || t(`outbox.refusal.${row.refusal}`);
  }
  if (row.errorKind === 'network') return t('outbox.networkError');
  if (row.errorKind === 'no-version') return t('outbox.noVersion');
  const translated = codeText(row.errorCode, i18n, row.errorData);
  if (translated) return translated;
  if (row.errorKind === 'server') return row.lastError || t('outbox.serverError');
  // Rows from before errorKind existed kept the browser's text of a network error.
  if (row.lastError && /fetch|network|load failed/i.test(row.lastError)) {
    return t('outbox.networkError');
  }
  return row.lastError;
}

/** ": <reason>" for a badge: the fields' messages of a 400, else the row's problem; "" if none. */
export function failureReason(row: OutboxRow, i18n: I18n): string {
  const reason = row.details ? Object.values(row.details).join(' ') : rowError(row, i18n);
  return reason ? `: ${reason}` : '';
}
