import { z } from 'zod';
import { requiredText } from '@/components/form/rules';
import type { ClubInput, ClubSettings } from '@/features/club/api/useClubSettings';

/** The limits of `UpdateClubDto`. */
export const CLUB_LIMITS = {
  name: 120,
  shortName: 40,
  street: 120,
  city: 80,
  phone: 40,
  email: 254,
  court: 120,
  register: 40,
  role: 80,
  person: 100,
  label: 40,
  url: 500,
  sender: 120,
} as const;

export const WEEKDAYS = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^[+0-9 ()/-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number) => z.string().trim().max(max, 'form:tooLong');
const email = z
  .string()
  .trim()
  .max(CLUB_LIMITS.email, 'form:tooLong')
  .refine((value) => value === '' || EMAIL.test(value), 'form:email');
const phone = text(CLUB_LIMITS.phone).refine((value) => PHONE.test(value), 'form:phone');
const nameOf = (max: number, min: number) =>
  z
    .string()
    .trim()
    .min(1, 'form:required')
    .min(min, min === 2 ? 'form:min2' : 'form:min3')
    .max(max, 'form:tooLong');

export const clubSchema = z.object({
  name: requiredText(CLUB_LIMITS.name),
  short_name: text(CLUB_LIMITS.shortName),
  founding_year: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{4}$/.test(value) && +value >= 1800 && +value <= 2100),
      'form:year',
    ),
  street: text(CLUB_LIMITS.street),
  postal_code: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{5}$/.test(value), 'form:postalCode'),
  city: text(CLUB_LIMITS.city),
  phone,
  email,
  office_hours: z.array(
    z
      .object({
        day: z.enum(WEEKDAYS),
        opens: z.string().regex(TIME, 'form:time'),
        closes: z.string().regex(TIME, 'form:time'),
      })
      .refine((slot) => slot.closes > slot.opens, {
        path: ['closes'],
        message: 'form:endAfterStart',
      }),
  ),
  child_welfare: z
    .object({
      name: text(CLUB_LIMITS.person),
      email,
      phone,
    })
    .refine((contact) => contact.name.length >= 3 || (!contact.email && !contact.phone), {
      path: ['name'],
      message: 'club:settings.welfareName',
    }),
  register_court: text(CLUB_LIMITS.court),
  register_number: text(CLUB_LIMITS.register),
  board: z.array(
    z.object({ role: nameOf(CLUB_LIMITS.role, 2), name: nameOf(CLUB_LIMITS.person, 3) }),
  ),
  social: z.array(
    z.object({
      label: nameOf(CLUB_LIMITS.label, 2),
      url: z
        .string()
        .trim()
        .max(CLUB_LIMITS.url, 'form:tooLong')
        .refine((value) => /^https:\/\/[^\s/$.?#]\S*$/i.test(value), 'form:https'),
    }),
  ),
  office_email: email,
  mail_sender_name: text(CLUB_LIMITS.sender),
  workshop_user_email: email,
  workshop_user_name: text(CLUB_LIMITS.person),
});
export type ClubValues = z.output<typeof clubSchema>;
export type ClubFormValues = z.input<typeof clubSchema>;

/** The settings as the form holds them: every field a string, none null. */
export function clubValues(club: ClubSettings): ClubFormValues {
  return {
    name: club.name,
    short_name: club.short_name ?? '',
    founding_year: club.founding_year ? String(club.founding_year) : '',
    street: club.street ?? '',
    postal_code: club.postal_code ?? '',
    city: club.city ?? '',
    phone: club.phone ?? '',
    email: club.email ?? '',
    office_hours: club.office_hours.map(({ day, opens, closes }) => ({
      day: (WEEKDAYS as readonly string[]).includes(day)
        ? (day as (typeof WEEKDAYS)[number])
        : 'Montag',
      opens,
      closes,
    })),
    child_welfare: {
      name: club.child_welfare?.name ?? '',
      email: club.child_welfare?.email ?? '',
      phone: club.child_welfare?.phone ?? '',
    },
    register_court: club.register_court ?? '',
    register_number: club.register_number ?? '',
    board: club.board.map(({ role, name }) => ({ role, name })),
    social: club.social.map(({ label, url }) => ({ label, url })),
    office_email: club.office_email ?? '',
    mail_sender_name: club.mail_sender_name ?? '',
    workshop_user_email: club.workshop_user_email ?? '',
    workshop_user_name: club.workshop_user_name ?? '',
  };
}

const none = (value: string) => value || null;

/** The form as PUT /api/club takes it: an empty field is none, no child-welfare name none. */
export function clubBody(values: ClubValues): ClubInput {
  const welfare = values.child_welfare;
  return {
    name: values.name,
    short_name: none(values.short_name),
    founding_year: values.founding_year ? Number(values.founding_year) : null,
    street: none(values.street),
    postal_code: none(values.postal_code),
    city: none(values.city),
    phone: none(values.phone),
    email: none(values.email),
    office_hours: values.office_hours,
    child_welfare: welfare.name
      ? { name: welfare.name, email: none(welfare.email), phone: none(welfare.phone) }
      : null,
    register_court: none(values.register_court),
    register_number: none(values.register_number),
    board: values.board,
    social: values.social,
    office_email: none(values.office_email),
    mail_sender_name: none(values.mail_sender_name),
    workshop_user_email: none(values.workshop_user_email),
    workshop_user_name: none(values.workshop_user_name),
  };
}
