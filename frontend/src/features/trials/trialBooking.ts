import type { PageFormAnswer } from '@/components/form/pageFormAnswer';

/** The booking form's fields, by their names in the posted form (backend trials.page.controller). */
export const TRIAL_FIELDS = [
  'training',
  'name',
  'email',
  'age',
  'guardian_name',
  'guardian_consent',
  'privacy_consent',
] as const;
export type TrialField = (typeof TRIAL_FIELDS)[number];

export interface TrialValues {
  /** The chosen training as `slot|date` (one radio per training). */
  training: string;
  name: string;
  email: string;
  age: string;
  guardian_name: string;
  guardian_consent: boolean;
  privacy_consent: boolean;
}

export const EMPTY_TRIAL: TrialValues = {
  training: '',
  name: '',
  email: '',
  age: '',
  guardian_name: '',
  guardian_consent: false,
  privacy_consent: false,
};

/** Below this age a guardian's name and consent are needed (backend GUARDIAN_BELOW). */
export const GUARDIAN_BELOW = 16;
export const NAME_MAX = 100;

/** The key of a field's message in the `trials` namespace (`book.validation.*`). */
export type TrialError =
  | 'training'
  | 'nameShort'
  | 'emailInvalid'
  | 'age'
  | 'guardianName'
  | 'guardianConsent'
  | 'privacy'
  | 'notBookable';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The age as a whole number of years, or null while it is not one (1–120). */
export function ageOf(value: string): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const age = Number(value.trim());
  return age >= 1 && age <= 120 ? age : null;
}

/** Whether the guardian's fields are needed (an age under 16 is entered). */
export function needsGuardian(values: Pick<TrialValues, 'age'>): boolean {
  const age = ageOf(values.age);
  return age !== null && age < GUARDIAN_BELOW;
}

/** The form's rules, the same as the server's (CreateTrialBookingDto, TrialsService.book). */
export function validateTrial(values: TrialValues): Partial<Record<TrialField, TrialError>> {
  const errors: Partial<Record<TrialField, TrialError>> = {};
  if (!values.training) errors.training = 'training';
  if (values.name.trim().length < 2) errors.name = 'nameShort';
  if (!EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  if (ageOf(values.age) === null) errors.age = 'age';
  if (needsGuardian(values)) {
    if (values.guardian_name.trim().length < 2) errors.guardian_name = 'guardianName';
    if (!values.guardian_consent) errors.guardian_consent = 'guardianConsent';
  }
  if (!values.privacy_consent) errors.privacy_consent = 'privacy';
  return errors;
}

/** The JSON of POST /public/trials. */
export function trialPayload(course: string, values: TrialValues, lang: 'de' | 'en') {
  const [slot = '', date = ''] = values.training.split('|');
  const guardian = needsGuardian(values);
  return {
    course,
    slot,
    date,
    name: values.name.trim(),
    email: values.email.trim(),
    age: ageOf(values.age) ?? 0,
    ...(guardian ? { guardian_name: values.guardian_name.trim(), guardian_consent: true } : {}),
    privacy_consent: values.privacy_consent,
    lang,
  };
}

/**
 * What the server said about a field, for the form to show in the page's language: one of the
 * form's own messages, or the server's German sentence (ServerFieldText shows it as it is only on
 * a German page).
 */
export type TrialServerError = { key: TrialError } | { message: string };

/**
 * The server's field messages (a 400's `details`, German) on the form's fields, for what `values`
 * holds: none where the form's own rules find the field wrong (they say it in the page's
 * language, as the app would have before sending); the training's (its slot, date or course)
 * means the chosen training cannot be booked (any more); any other stays the server's.
 */
export function serverFieldErrors(
  details: Record<string, string> | undefined,
  values: TrialValues,
): Partial<Record<TrialField, TrialServerError>> {
  if (!details) return {};
  const own = validateTrial(values);
  const errors: Partial<Record<TrialField, TrialServerError>> = {};
  for (const [key, message] of Object.entries(details)) {
    const field = key === 'slot' || key === 'date' || key === 'course' ? 'training' : key;
    if (!(TRIAL_FIELDS as readonly string[]).includes(field)) continue;
    const name = field as TrialField;
    if (own[name] || errors[name]) continue;
    errors[name] = name === 'training' ? { key: 'notBookable' } : { message };
  }
  return errors;
}

/** The form as the server rendered it again after a refused page post: what was typed. */
export function trialStart(answer: PageFormAnswer | null): TrialValues {
  if (!answer) return EMPTY_TRIAL;
  const v = answer.values;
  return {
    training: v.training ?? '',
    name: v.name ?? '',
    email: v.email ?? '',
    age: v.age ?? '',
    guardian_name: v.guardian_name ?? '',
    guardian_consent: v.guardian_consent === 'true',
    privacy_consent: v.privacy_consent === 'true',
  };
}
