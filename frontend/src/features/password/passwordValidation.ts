/** The server's rule (backend/src/account/dto/account.dto.ts): 8 to 200 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** i18n keys (namespace `password`) per field. */
export interface NewPasswordErrors {
  password?:
    'validation.passwordRequired' | 'validation.passwordTooShort' | 'validation.passwordTooLong';
  confirm?: 'validation.confirmRequired' | 'validation.mismatch';
}

export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'validation.passwordRequired';
  else if (password.length < PASSWORD_MIN) errors.password = 'validation.passwordTooShort';
  else if (password.length > PASSWORD_MAX) errors.password = 'validation.passwordTooLong';
  if (!confirm) errors.confirm = 'validation.confirmRequired';
  else if (confirm !== password) errors.confirm = 'validation.mismatch';
  return errors;
}

/** The token of a reset or verification link (?token=…); the server checks it properly. */
export function readToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim();
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** Spec section 9: after success the page returns to Login after 3000 ms. */
export const REDIRECT_DELAY_MS = 3000;
