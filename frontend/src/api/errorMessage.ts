import type { i18n as I18n } from 'i18next';
import { isApiError } from '@/api/ApiError';

/**
 * The text to show for a failed call. German: the server's sentence (spec section 8), or the
 * generic text. Other languages: the `errors` namespace entry for the code, else the same fallback.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const generic = i18n.t('errors:GENERIC');
  if (!isApiError(error)) return generic;
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (lang !== 'de' && i18n.exists(`errors:${error.code}`)) return i18n.t(`errors:${error.code}`);
  if (error.isNetworkError) return i18n.t('errors:NETWORK_ERROR');
  return error.message || generic;
}
