import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

// A rule's message is an i18next key with its namespace (`form:min3`, `profile:validation.phone`);
// a server's sentence never looks like one (it has spaces).
const KEY = /^[a-z][A-Za-z]*:[A-Za-z0-9_.]+$/;

/**
 * The text of a field's error: a rule's key (`form:…` or a feature's `<ns>:…`) translated, a
 * server's sentence as it is.
 * Array fields report their rule on the field itself or on `root`.
 */
export function fieldErrorText(
  error: (FieldError & { root?: FieldError }) | undefined,
  t: TFunction,
): string | undefined {
  const message = error?.message ?? error?.root?.message;
  if (!message) return undefined;
  return KEY.test(message) ? t(message) : message;
}
