import type { components } from '@/api/generated/schema';
import type { PageFormAnswer } from '@/components/form/pageFormAnswer';

type ContactRequest = components['schemas']['ContactRequestDto'];

/** The contact form's values (ContactRequestDto; phone optional). */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** The form's fields, in its order. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Length limits of ContactRequestDto; texts have at least 3 characters (spec section 5). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { min: 0, max: 254 },
  phone: { min: 0, max: 40 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const satisfies Record<ContactField, { min: number; max: number }>;

export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'subject',
  'message',
];

/** An i18n key (namespace `home`, `contact.validation.*`) and its values. */
export interface ContactError {
  key: 'required' | 'minLength' | 'maxLength' | 'email' | 'phone';
  count?: number;
}

// "A simple address pattern" (spec section 5), as the login form uses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[+\d][\d\s/()-]*$/;

export function validateContactField(field: ContactField, raw: string): ContactError | undefined {
  const value = raw.trim();
  const { min, max } = CONTACT_LIMITS[field];
  if (!value) return REQUIRED_CONTACT_FIELDS.includes(field) ? { key: 'required' } : undefined;
  if (value.length < min) return { key: 'minLength', count: min };
  if (value.length > max) return { key: 'maxLength', count: max };
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return { key: 'email' };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { key: 'phone' };
  return undefined;
}

export function validateContact(
  values: ContactValues,
): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
    const error = validateContactField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The trimmed request body; an empty phone is left out. */
export function contactPayload(values: ContactValues): ContactRequest {
  const body: ContactRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/**
 * The query parameter of the page the server sends a visitor to after a contact form posted
 * without the app was stored (backend support.page.controller.ts): `?kontakt=gesendet`.
 */
export const CONTACT_SENT_PARAM = 'kontakt';
export const CONTACT_SENT_VALUE = 'gesendet';

/** The form's first state: empty, or where a post without the app left it (its answer). */
export function contactStart(answer: PageFormAnswer | null): {
  values: ContactValues;
  touched: Partial<Record<ContactField, boolean>>;
  serverErrors: Partial<Record<ContactField, string>>;
} {
  if (!answer) return { values: EMPTY_CONTACT, touched: {}, serverErrors: {} };
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const posted = answer.values[field];
    if (typeof posted === 'string') values[field] = posted;
  }
  // The form's own rules speak the page's language; the server's German message is shown only
  // where they find nothing.
  const own = validateContact(values);
  const serverErrors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const server = answer.details?.[field];
    if (server && !own[field]) serverErrors[field] = server;
  }
  return {
    values,
    touched: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])),
    serverErrors,
  };
}
