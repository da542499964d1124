import type { i18n as I18n } from 'i18next';
import { isApiError } from '@/api/ApiError';

/**
 * The text to show for a failed call. German: the server's sentence (spec section 8), or the
 * generic text. Other languages: the `errors` namespace entry for the code, else the same fallback.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const generic = i18n.t('errors:GENERIC');
  if (!isApiError(error)) return generic;
  const translated = codeText(error.code, i18n, error.data);
  if (translated) return translated;
  if (error.isNetworkError) return i18n.t('errors:NETWORK_ERROR');
  return error.message || generic;
}

/**
 * The text to show for a call that went through. German: the server's sentence, which names what
 * happened ("Der Beitrag wurde gesperrt."). Other languages: `own`, the page's text for it (a
 * success answer carries no code to translate), also when the server said nothing.
 */
export function successText(message: string | null | undefined, own: string, i18n: I18n): string {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang === 'de' && message ? message : own;
}

/**
 * The text of an error answer the page already holds (a form's answer rendered by the server, a
 * refusal kept on the device): as errorMessage words it, from its code and German sentence.
 */
export function answerText(code: string | null | undefined, message: string, i18n: I18n): string {
  return codeText(code, i18n) ?? (message || i18n.t('errors:GENERIC'));
}

/**
 * The text of a server's message about one field (a 400's `details`: German sentences, spec
 * section 8): the sentence on a German page; on another, the `errors` namespace's "check this
 * entry", so a page never mixes in German. A form shows its own message instead where its rules
 * explain the refusal (they speak the page's language).
 */
export function detailText(message: string, i18n: I18n): string {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang === 'de' && message ? message : i18n.t('errors:FIELD_INVALID');
}

/**
 * In a language other than German, the `errors` text of the server's error code; null in German
 * (the server's own sentence is shown) or for a code without a text. A refusal that names what it
 * is about in its `data` (409 SLOT_OVERLAP: the course holding the venue) has a fuller text,
 * `<CODE>_data`, filled from that `data`.
 */
export function codeText(
  code: string | null | undefined,
  i18n: I18n,
  data?: unknown,
): string | null {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (!code || lang === 'de' || !i18n.exists(`errors:${code}`)) return null;
  if (isFlatRecord(data) && i18n.exists(`errors:${code}_data`)) {
    // A value the server left empty (a weekly slot's `date: null`) fills nothing.
    const replace = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));
    return i18n.t(`errors:${code}_data`, { replace });
  }
  return i18n.t(`errors:${code}`);
}

/** An object of plain values: what a text may be filled from (never an entity with lists). */
function isFlatRecord(value: unknown): value is Record<string, string | number | null> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number' || v === null)
  );
}
