import { tshirtSizeValues, type components } from '@/api/generated/schema';
import type { PageFormAnswer } from '@/components/form/pageFormAnswer';
import type { Language } from '@/i18n';

export type PublicRegistrationOffer = components['schemas']['PublicRegistrationOfferDto'];
export type PublicRegistration = components['schemas']['PublicRegistrationDto'];
export type RegistrationDate = components['schemas']['RegistrationDateDto'];
export type RegistrationTrack = components['schemas']['RegistrationTrackDto'];
export type TshirtSize = components['schemas']['TshirtSize'];
export type CreateRegistration = components['schemas']['CreateRegistrationDto'];

/** The sizes of the T-shirt field: the schema's TshirtSize, in its order (never a copy). */
export const TSHIRT_SIZES: readonly TshirtSize[] = tshirtSizeValues;

/** The form's fields by their names in the posted form (backend registrations.page.controller). */
export const REGISTRATION_FIELDS = [
  'track',
  'name',
  'email',
  'birth_year',
  'team',
  'tshirt',
  'guardian_name',
  'guardian_consent',
  'privacy_consent',
] as const;
export type RegistrationFormField = (typeof REGISTRATION_FIELDS)[number];

export interface RegistrationValues {
  /** The chosen track's index (the fun run), as the radio's value. */
  track: string;
  name: string;
  email: string;
  birth_year: string;
  team: string;
  tshirt: string;
  guardian_name: string;
  guardian_consent: boolean;
  privacy_consent: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  track: '',
  name: '',
  email: '',
  birth_year: '',
  team: '',
  tshirt: '',
  guardian_name: '',
  guardian_consent: false,
  privacy_consent: false,
};

export const NAME_MAX = 100;

/** The key of a field's message in the `registration` namespace (`form.validation.*`). */
export type RegistrationError =
  | 'track'
  | 'nameShort'
  | 'emailInvalid'
  | 'birthYear'
  | 'teamShort'
  | 'tshirt'
  | 'guardianName'
  | 'guardianConsent'
  | 'privacy';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The year of the offer's first date (the age counts in it, backend `ageIn`). */
export function eventYear(offer: Pick<PublicRegistrationOffer, 'dates'>): number {
  const first = offer.dates[0]?.date;
  return first ? Number(first.slice(0, 4)) : new Date().getFullYear();
}

/** The year of birth as a number, or null while it is not one (1900 to the event's year). */
export function birthYearOf(value: string, offer: Pick<PublicRegistrationOffer, 'dates'>) {
  if (!/^\d{4}$/.test(value.trim())) return null;
  const year = Number(value.trim());
  return year >= 1900 && year <= eventYear(offer) ? year : null;
}

/** Whether the offer asks for `field`. */
export const asks = (
  offer: Pick<PublicRegistrationOffer, 'fields'>,
  field: PublicRegistrationOffer['fields'][number],
) => offer.fields.includes(field);

/**
 * Whether a guardian's name and consent are needed: the offer asks the year of birth and the age
 * in the year of the first date is below `guardian_below` (backend RegistrationsService).
 */
export function needsGuardian(
  values: Pick<RegistrationValues, 'birth_year'>,
  offer: Pick<PublicRegistrationOffer, 'fields' | 'dates' | 'guardian_below'>,
): boolean {
  if (!asks(offer, 'birth_year')) return false;
  const year = birthYearOf(values.birth_year, offer);
  return year !== null && eventYear(offer) - year < offer.guardian_below;
}

/** The chosen track of the fun run, or undefined. */
export function chosenTrack(
  values: Pick<RegistrationValues, 'track'>,
  offer: Pick<PublicRegistrationOffer, 'tracks'>,
): RegistrationTrack | undefined {
  return values.track === ''
    ? undefined
    : offer.tracks.find((t) => String(t.index) === values.track);
}

/** Whether sending now puts the visitor on the waiting list (no place is left in their pool). */
export function toWaitingList(
  values: Pick<RegistrationValues, 'track'>,
  offer: PublicRegistrationOffer,
): boolean {
  if (offer.kind === 'funrun') return chosenTrack(values, offer)?.free === 0;
  return offer.free === 0;
}

/** The form's rules, the same as the server's (CreateRegistrationDto, RegistrationsService). */
export function validateRegistration(
  values: RegistrationValues,
  offer: PublicRegistrationOffer,
): Partial<Record<RegistrationFormField, RegistrationError>> {
  const errors: Partial<Record<RegistrationFormField, RegistrationError>> = {};
  if (offer.kind === 'funrun' && !chosenTrack(values, offer)) errors.track = 'track';
  if (values.name.trim().length < 2) errors.name = 'nameShort';
  if (!EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  if (asks(offer, 'birth_year') && birthYearOf(values.birth_year, offer) === null)
    errors.birth_year = 'birthYear';
  if (asks(offer, 'team') && values.team.trim() !== '' && values.team.trim().length < 2)
    errors.team = 'teamShort';
  if (asks(offer, 'tshirt') && !(TSHIRT_SIZES as readonly string[]).includes(values.tshirt))
    errors.tshirt = 'tshirt';
  if (needsGuardian(values, offer)) {
    if (values.guardian_name.trim().length < 2) errors.guardian_name = 'guardianName';
    if (!values.guardian_consent) errors.guardian_consent = 'guardianConsent';
  }
  if (!values.privacy_consent) errors.privacy_consent = 'privacy';
  return errors;
}

/** The JSON of POST /public/registrations: only what the offer asks for. */
export function registrationPayload(
  offer: PublicRegistrationOffer,
  values: RegistrationValues,
  lang: Language,
): CreateRegistration {
  const guardian = needsGuardian(values, offer);
  const year = birthYearOf(values.birth_year, offer);
  const team = values.team.trim();
  return {
    offer: offer._id,
    name: values.name.trim(),
    email: values.email.trim(),
    ...(asks(offer, 'birth_year') && year !== null ? { birth_year: year } : {}),
    ...(asks(offer, 'team') && team ? { team } : {}),
    ...(offer.kind === 'funrun' && values.track !== '' ? { track: Number(values.track) } : {}),
    ...(asks(offer, 'tshirt') && values.tshirt ? { tshirt: values.tshirt as TshirtSize } : {}),
    ...(guardian ? { guardian_name: values.guardian_name.trim(), guardian_consent: true } : {}),
    privacy_consent: values.privacy_consent,
    lang,
  };
}

/**
 * The server's field messages (a 400's `details`, German) on the form's fields, for what `values`
 * holds: none where the form's own rules find the field wrong (they say it in the page's
 * language, as the app would have before sending); the others as the server wrote them.
 */
export function serverFieldErrors(
  details: Record<string, string> | undefined,
  values: RegistrationValues,
  offer: PublicRegistrationOffer,
): Partial<Record<RegistrationFormField, string>> {
  if (!details) return {};
  const own = validateRegistration(values, offer);
  const errors: Partial<Record<RegistrationFormField, string>> = {};
  for (const [key, message] of Object.entries(details)) {
    if (!(REGISTRATION_FIELDS as readonly string[]).includes(key)) continue;
    const field = key as RegistrationFormField;
    if (!own[field]) errors[field] ??= message;
  }
  return errors;
}

/** The form as the server rendered it again after a refused page post: what was typed. */
export function registrationStart(answer: PageFormAnswer | null): RegistrationValues {
  if (!answer) return EMPTY_REGISTRATION;
  const v = answer.values;
  return {
    track: v.track ?? '',
    name: v.name ?? '',
    email: v.email ?? '',
    birth_year: v.birth_year ?? '',
    team: v.team ?? '',
    tshirt: v.tshirt ?? '',
    guardian_name: v.guardian_name ?? '',
    guardian_consent: v.guardian_consent === 'true',
    privacy_consent: v.privacy_consent === 'true',
  };
}

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** Cents as euros in the page's language: „20 €", „7,50 €", "€20", "€7.50". */
export function formatCents(cents: number, lang: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
