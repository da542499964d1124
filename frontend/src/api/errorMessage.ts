import type { i18n as I18n } from 'i18next';
import { isApiError } from '@/api/ApiError';

/**
 * The text to show for a failed call. German: the server's sentence (spec section 8), or the
 * generic text. Other languages: the `errors` namespace entry for the code, else the same fallback.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const generic = i18n.t('errors:GENERIC');
  if (!isApiError(error)) return generic;
  const translated = codeText(error.code, i18n);
  if (translated) return translated;
  if (error.isNetworkError) return i18n.t('errors:NETWORK_ERROR');
  return error.message || generic;
}

/**
 * The text of an error answer the page already holds (a form's answer rendered by the server, a
 * refusal kept on the device): as errorMessage words it, from its code and German sentence.
 */
export function answerText(code: string | null | undefined, message: string, i18n: I18n): string {
  return codeText(code, i18n) ?? (message || i18n.t('errors:GENERIC'));
}

/**
 * In a language other than German, the `errors` text of the server's error code; null in German
 * (the server's own sentence is shown) or for a code without a text.
 */
export function codeText(code: string | null | undefined, i18n: I18n): string | null {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return code && lang !== 'de' && i18n.exists(`errors:${code}`) ? i18n.t(`errors:${code}`) : null;
}
