import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * The text of a field's error: a rule's `form:` key translated, a server's sentence as it is.
 * Array fields report their rule on the field itself or on `root`.
 */
export function fieldErrorText(
  error: (FieldError & { root?: FieldError }) | undefined,
  t: TFunction,
): string | undefined {
  const message = error?.message ?? error?.root?.message;
  if (!message) return undefined;
  return message.startsWith('form:') ? t(message) : message;
}
