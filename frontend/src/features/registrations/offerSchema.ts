import { z } from 'zod';
import { isCalendarDate } from '@/components/format/calendarDates';
import type { SaveRegistrationOffer } from '@/features/registrations/api/useRegistrationOffer';
import type {
  OrganiserNotice,
  RegistrationField,
  RegistrationKind,
  RegistrationOffer,
} from '@/features/registrations/offline';

/** The fields an offer may ask for; the run always asks the year of birth (and the track). */
export const ASKED_FIELDS: Readonly<Record<RegistrationKind, readonly RegistrationField[]>> = {
  workshop: ['birth_year', 'team', 'tshirt'],
  funrun: ['team', 'tshirt'],
  event: ['birth_year', 'team', 'tshirt'],
};
export const NOTICES: readonly OrganiserNotice[] = ['each', 'digest', 'never'];
export const FEE_NOTE_MAX = 500;

const EURO = /^\d{1,4}([.,]\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** „12,50" → 1250 cents. */
export const toCents = (euros: string): number =>
  Math.round(Number(euros.trim().replace(',', '.')) * 100);
/** 1250 → „12,50", 1500 → „15". */
export const centsText = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');

export const offerSchema = z.object({
  open: z.boolean(),
  places: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && +value >= 1 && +value <= 999),
      'registrationsStaff:validation.places',
    ),
  deadline: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), 'registrationsStaff:validation.date'),
  fee: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (EURO.test(value) && toCents(value) <= 100_000),
      'registrationsStaff:validation.fee',
    ),
  fee_note: z.string().trim().max(FEE_NOTE_MAX, 'form:tooLong'),
  fields: z.array(z.enum(['birth_year', 'team', 'tshirt'])),
  organiser_email: z
    .string()
    .trim()
    .max(254, 'form:tooLong')
    .refine((value) => value === '' || EMAIL.test(value), 'form:email'),
  notice: z.enum(['each', 'digest', 'never']),
});

export type OfferFormValues = z.input<typeof offerSchema>;

/** The form's values of a saved offer (or of the server's defaults for version 0). */
export function offerValues(offer: RegistrationOffer): OfferFormValues {
  return {
    open: offer.open,
    places: offer.places === null ? '' : String(offer.places),
    deadline: offer.deadline ?? '',
    fee: offer.fee_cents === 0 ? '' : centsText(offer.fee_cents),
    fee_note: offer.fee_note,
    fields: offer.fields.filter((field) => ASKED_FIELDS[offer.kind].includes(field)),
    organiser_email: offer.organiser_email ?? '',
    notice: offer.notice,
  };
}

/**
 * The PUT's body: the whole offer (the server replaces it). The fun run has no deadline of its
 * own (its registration_until is it) and no fee (its tracks have theirs), so those go empty.
 */
export function offerBody(
  kind: RegistrationKind,
  target: string,
  values: OfferFormValues,
): SaveRegistrationOffer {
  const common = {
    kind,
    target,
    open: values.open,
    places: values.places.trim() === '' ? null : Number(values.places),
    fields: ASKED_FIELDS[kind].filter((field) => values.fields.includes(field)),
    organiser_email: values.organiser_email.trim() || null,
    notice: values.notice,
  };
  if (kind === 'funrun') return { ...common, deadline: null, fee_cents: 0 };
  return {
    ...common,
    deadline: values.deadline.trim() || null,
    fee_cents: values.fee.trim() === '' ? 0 : toCents(values.fee),
    fee_note: values.fee_note.trim(),
  };
}
