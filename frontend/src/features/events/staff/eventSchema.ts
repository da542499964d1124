import { z } from 'zod';
import { eventKindValues } from '@/api/generated/schema';
import { addDays, isCalendarDate } from '@/components/format/calendarDates';
import { requiredText } from '@/components/form/rules';
import type { CreateOf } from '@/offline/entity';
import type { eventEntity, EventKind, LocalEvent } from '@/features/events/offline';

/** The limits of `CreateEventDto` (backend `events/dto/event.dto.ts`). */
export const EVENT_LIMITS = {
  title: 120,
  description: 4000,
  place: 200,
  agenda: 30,
  agendaItem: 300,
  cancelNote: 500,
  noticeDays: 365,
  /** The service: an event lasts at most a month (31 days from its first day). */
  days: 31,
} as const;

/** A general assembly's notice when the editor gives none (the service's default). */
export const DEFAULT_NOTICE_DAYS = 14;

export const EVENT_KINDS: readonly EventKind[] = eventKindValues;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = z
  .string()
  .trim()
  .min(1, 'form:required')
  .refine(isCalendarDate, 'events:validation.date');
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'events:validation.date');
const optionalTime = z.string().refine((value) => value === '' || TIME.test(value), 'form:time');
const text = (max: number) => z.string().trim().max(max, 'form:tooLong');

/** Whole days from `from` to `to` (both YYYY-MM-DD), as the service counts them. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export interface EventRulesContext {
  /** Admin and owner may leave the department empty: the whole club. */
  mayChooseClub: boolean;
  /** The event as the server last had it (null: a new one). */
  current?: Pick<LocalEvent, 'announced_on' | 'date' | 'published'> | null;
  /** Today in Berlin (the day a first publication announces the assembly). */
  today?: string;
}

/**
 * The form's rules: the DTO's, and those of the service a form can hold alone: the end after the
 * start, at most a month, the department of a department user, and an assembly's notice period
 * from the day it is (or, first published now, would be) announced (EventsService.toValues).
 */
export function eventSchema({ mayChooseClub, current = null, today }: EventRulesContext) {
  return z
    .object({
      kind: z.enum(eventKindValues as [EventKind, ...EventKind[]]),
      department_id: z.string(),
      title: requiredText(EVENT_LIMITS.title),
      description: text(EVENT_LIMITS.description),
      date,
      start_time: z.string().regex(TIME, 'form:time'),
      end_date: optionalDate,
      end_time: optionalTime,
      location_id: z.string(),
      place: text(EVENT_LIMITS.place),
      agenda: z
        .array(
          z.object({
            text: z
              .string()
              .trim()
              .min(1, 'events:validation.agendaItem')
              .max(EVENT_LIMITS.agendaItem, 'events:validation.agendaItem'),
          }),
        )
        .max(EVENT_LIMITS.agenda),
      notice_days: z.string().trim(),
      published: z.boolean(),
      cancelled: z.boolean(),
      cancel_note: text(EVENT_LIMITS.cancelNote),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!mayChooseClub && !values.department_id) issue('department_id', 'form:required');
      const endDate = values.end_date && values.end_date !== values.date ? values.end_date : '';
      if (endDate && isCalendarDate(values.date)) {
        if (endDate < values.date) issue('end_date', 'events:validation.endDate');
        else if (endDate > addDays(values.date, EVENT_LIMITS.days)) {
          issue('end_date', 'events:validation.endDateMonth');
        }
      }
      if (!endDate && values.end_time && values.end_time <= values.start_time) {
        issue('end_time', 'form:endAfterStart');
      }
      const days = values.notice_days;
      if (
        values.kind === 'assembly' &&
        !(/^\d{1,3}$/.test(days) && Number(days) <= EVENT_LIMITS.noticeDays)
      ) {
        issue('notice_days', 'events:validation.noticeDays');
        return;
      }
      // The service's notice rule: from the first publication (today, if it is now), for a date
      // that is new or moved, unless the assembly is cancelled.
      const announcedOn = current?.announced_on ?? (values.published ? today : undefined);
      const changedDate = !current || current.date !== values.date || !current.published;
      if (
        values.kind === 'assembly' &&
        announcedOn &&
        !values.cancelled &&
        changedDate &&
        isCalendarDate(values.date) &&
        daysBetween(announcedOn, values.date) < Number(days)
      ) {
        issue('date', 'events:validation.notice');
      }
    });
}

export type EventFormValues = z.input<ReturnType<typeof eventSchema>>;

/** The form's values of an event (null: a new one, of `department` if given). */
export function eventValues(event: LocalEvent | null, department = ''): EventFormValues {
  return {
    kind: event?.kind ?? 'other',
    department_id: event ? (event.department_id ?? '') : department,
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event?.date ?? '',
    start_time: event?.start_time ?? '',
    end_date: event?.end_date ?? '',
    end_time: event?.end_time ?? '',
    location_id: event?.location_id ?? '',
    // With a venue the server sets the place to the venue's name: the text field starts empty.
    place: event?.location_id ? '' : (event?.place ?? ''),
    agenda: (event?.agenda ?? []).map((item) => ({ text: item })),
    notice_days: String(event?.notice_days ?? DEFAULT_NOTICE_DAYS),
    published: event?.published ?? false,
    cancelled: event?.cancelled ?? false,
    cancel_note: event?.cancel_note ?? '',
  };
}

/**
 * The request's fields (the PUT's whole event). The agenda and the notice belong to an assembly
 * alone, a note to a cancellation: the form keeps them while the kind changes, the body does not.
 */
export function eventBody(values: EventFormValues): CreateOf<typeof eventEntity> {
  const assembly = values.kind === 'assembly';
  const endDate = values.end_date && values.end_date !== values.date ? values.end_date : null;
  return {
    kind: values.kind,
    department_id: values.department_id || null,
    title: values.title.trim(),
    description: values.description.trim(),
    date: values.date,
    start_time: values.start_time,
    end_date: endDate,
    end_time: values.end_time || null,
    location_id: values.location_id || null,
    place: values.location_id ? '' : values.place.trim(),
    agenda: assembly ? values.agenda.map((item) => item.text.trim()) : [],
    notice_days: assembly ? Number(values.notice_days) : null,
    published: values.published,
    cancelled: values.cancelled,
    cancel_note: values.cancelled ? values.cancel_note.trim() : '',
  };
}
