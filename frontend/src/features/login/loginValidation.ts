// Its messages are the login namespace's: whoever validates with it has the strings.
import '@/features/login/strings';
export interface LoginValues {
  email: string;
  password: string;
}

/** i18n keys (namespace `login`) of the spec section 5 messages, per field. */
export interface LoginErrors {
  email?: 'validation.emailRequired' | 'validation.emailInvalid';
  password?: 'validation.passwordRequired';
}

/**
 * "A simple address pattern" (spec section 5): something@something.tld, no spaces. Also the
 * e-mail fields' `pattern` attribute (the browser anchors it), so the page knows before the app
 * runs whether the address is valid (CHECKED_FORM).
 */
export const EMAIL_PATTERN_ATTRIBUTE = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
const EMAIL_PATTERN = new RegExp(`^${EMAIL_PATTERN_ATTRIBUTE}$`);

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'validation.emailRequired';
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = 'validation.emailInvalid';
  if (!password) errors.password = 'validation.passwordRequired';
  return errors;
}

export function isLoginValid(values: LoginValues): boolean {
  const errors = validateLogin(values);
  return !errors.email && !errors.password;
}
