import { z } from 'zod';
import type { CreateOf } from '@/offline/entity';
import { isCalendarDate } from '@/components/format/calendarDates';
import type { StaffFunrun, funrunEntity } from '@/features/funrunStaff/offline';

/** The limits of `CreateFunrunDto`. */
export const FUNRUN_LIMITS = {
  trackName: 80,
  ageGroup: 80,
  intro: 2000,
  notes: 4000,
  url: 500,
  email: 254,
  slots: 10,
  tracks: 20,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EURO = /^\d{1,4}([.,]\d{1,2})?$/;

const date = z
  .string()
  .trim()
  .min(1, 'form:required')
  .refine(isCalendarDate, 'funrunStaff:validation.date');
const time = z.string().regex(TIME, 'form:time');
const euro = z
  .string()
  .trim()
  .min(1, 'form:required')
  .refine((value) => EURO.test(value) && toEuros(value) <= 1000, 'funrunStaff:validation.euro');
const text = (max: number) => z.string().trim().max(max, 'form:tooLong');
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && +value >= min && +value <= max,
      min === 0 ? 'funrunStaff:validation.minutes' : 'funrunStaff:validation.distance',
    );
const name = z
  .string()
  .trim()
  .min(1, 'form:required')
  .min(2, 'form:min2')
  .max(FUNRUN_LIMITS.trackName, 'form:tooLong');

export const funrunSchema = z
  .object({
    year: z
      .string()
      .trim()
      .refine(
        (value) => /^\d{4}$/.test(value) && +value >= 1900 && +value <= 2200,
        'funrunStaff:validation.year',
      ),
    date,
    start_time: time,
    location_id: z.string(),
    registration_until: date,
    bib_pickups: z
      .array(
        z
          .object({ date, from: time, to: time })
          .refine((slot) => slot.to > slot.from, { path: ['to'], message: 'form:endAfterStart' }),
      )
      .max(FUNRUN_LIMITS.slots),
    late_closes_minutes: whole(0, 600),
    late_fee: euro,
    registration_email: z
      .string()
      .trim()
      .max(FUNRUN_LIMITS.email, 'form:tooLong')
      .refine((value) => value === '' || EMAIL.test(value), 'form:email'),
    tracks: z
      .array(
        z.object({
          name_de: name,
          name_en: name,
          distance_m: whole(1, 100_000),
          start_time: time,
          fee: euro,
          medal: z.boolean(),
          age_group: text(FUNRUN_LIMITS.ageGroup),
        }),
      )
      .max(FUNRUN_LIMITS.tracks),
    intro_de: text(FUNRUN_LIMITS.intro),
    intro_en: text(FUNRUN_LIMITS.intro),
    notes_de: text(FUNRUN_LIMITS.notes),
    notes_en: text(FUNRUN_LIMITS.notes),
    results_url: z
      .string()
      .trim()
      .max(FUNRUN_LIMITS.url, 'form:tooLong')
      .refine((value) => value === '' || /^https:\/\/[^\s/$.?#]\S*$/i.test(value), 'form:https'),
  })
  .superRefine((values, ctx) => {
    // The server's rules across fields (FunrunsService.toValues).
    if (isCalendarDate(values.date) && !values.date.startsWith(`${values.year}-`)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'funrunStaff:validation.inYear' });
    }
    if (isCalendarDate(values.registration_until) && values.registration_until > values.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['registration_until'],
        message: 'funrunStaff:validation.deadline',
      });
    }
  });
export type FunrunValues = z.output<typeof funrunSchema>;
export type FunrunFormValues = z.input<typeof funrunSchema>;
export type FunrunBody = CreateOf<typeof funrunEntity>;

/** „8,50" or "8.5" → 8.5. */
export function toEuros(value: string): number {
  return Number(value.replace(',', '.'));
}

const euroText = (amount: number) => String(amount).replace('.', ',');

/** A new year: the next after the latest, its last Sunday of June, the last run's tracks. */
export function newFunrunValues(latest: StaffFunrun | undefined): FunrunFormValues {
  const year = latest ? latest.year + 1 : new Date().getFullYear() + 1;
  const base = latest ? funrunValues(latest) : null;
  return {
    ...(base ?? {
      start_time: '09:30',
      location_id: '',
      bib_pickups: [],
      late_closes_minutes: '15',
      late_fee: '0',
      registration_email: '',
      tracks: [],
      intro_de: '',
      intro_en: '',
      notes_de: '',
      notes_en: '',
    }),
    year: String(year),
    date: '',
    registration_until: '',
    bib_pickups: [],
    results_url: '',
  } as FunrunFormValues;
}

/** The run as the form holds it: every field a string, none null. */
export function funrunValues(run: StaffFunrun): FunrunFormValues {
  return {
    year: String(run.year),
    date: run.date,
    start_time: run.start_time,
    location_id: run.location_id ?? '',
    registration_until: run.registration_until,
    bib_pickups: run.bib_pickups.map(({ date: day, from, to }) => ({ date: day, from, to })),
    late_closes_minutes: String(run.late_closes_minutes),
    late_fee: euroText(run.late_fee),
    registration_email: run.registration_email ?? '',
    tracks: run.tracks.map((track) => ({
      name_de: track.name_de,
      name_en: track.name_en,
      distance_m: String(track.distance_m),
      start_time: track.start_time,
      fee: euroText(track.fee),
      medal: track.medal,
      age_group: track.age_group ?? '',
    })),
    intro_de: run.intro_de,
    intro_en: run.intro_en,
    notes_de: run.notes_de,
    notes_en: run.notes_en,
    results_url: run.results_url ?? '',
  };
}

/** The form as POST/PUT /api/funruns take it: numbers as numbers, an empty field none. */
export function funrunBody(values: FunrunValues): FunrunBody {
  return {
    year: Number(values.year),
    date: values.date,
    start_time: values.start_time,
    location_id: values.location_id || null,
    registration_until: values.registration_until,
    bib_pickups: values.bib_pickups,
    late_closes_minutes: Number(values.late_closes_minutes),
    late_fee: toEuros(values.late_fee),
    registration_email: values.registration_email || null,
    tracks: values.tracks.map((track) => ({
      name_de: track.name_de,
      name_en: track.name_en,
      distance_m: Number(track.distance_m),
      start_time: track.start_time,
      fee: toEuros(track.fee),
      medal: track.medal,
      age_group: track.age_group || null,
    })),
    intro_de: values.intro_de,
    intro_en: values.intro_en,
    notes_de: values.notes_de,
    notes_en: values.notes_en,
    results_url: values.results_url || null,
  };
}
