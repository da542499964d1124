import type { PageFormAnswer } from '@/components/form/pageFormAnswer';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/password';

/** The setup form's fields, as the page form posts them (backend setup.page.controller.ts). */
export const SETUP_FIELDS = [
  'club_name',
  'firstname',
  'lastname',
  'email',
  'password',
  'confirm',
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupValues = Record<SetupField, string>;

/** The server's lengths (backend setup/dto/setup.dto.ts). */
export const SETUP_LIMITS: Record<'club_name' | 'firstname' | 'lastname', [number, number]> = {
  club_name: [3, 120],
  firstname: [2, 80],
  lastname: [2, 80],
};

/** i18n keys (namespace `setup`, under `validation.`) per field. */
export type SetupErrors = Partial<Record<SetupField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSetup(values: SetupValues): SetupErrors {
  const errors: SetupErrors = {};
  for (const field of ['club_name', 'firstname', 'lastname'] as const) {
    const [min, max] = SETUP_LIMITS[field];
    const length = values[field].trim().length;
    if (length === 0) errors[field] = 'required';
    else if (length < min) errors[field] = 'tooShort';
    else if (length > max) errors[field] = 'tooLong';
  }
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'email';
  if (!values.password) errors.password = 'required';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'passwordTooShort';
  else if (values.password.length > PASSWORD_MAX) errors.password = 'tooLong';
  if (!values.confirm) errors.confirm = 'required';
  else if (values.confirm !== values.password) errors.confirm = 'mismatch';
  return errors;
}

/** The form's start: empty, or what was sent before the server refused it (never a password). */
export function setupStart(answer: PageFormAnswer | null): SetupValues {
  const sent = answer?.values ?? {};
  return {
    club_name: sent.club_name ?? '',
    firstname: sent.firstname ?? '',
    lastname: sent.lastname ?? '',
    email: sent.email ?? '',
    password: '',
    confirm: '',
  };
}

/** The setup link's token: from the address, or from the form the server answered. */
export function setupToken(search: URLSearchParams, answer: PageFormAnswer | null): string {
  return search.get('token')?.trim() || answer?.values.token || '';
}
