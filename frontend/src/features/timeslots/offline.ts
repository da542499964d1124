import type { components } from '@/api/generated/schema';
import type { TimeSlot } from '@/api/types';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { i18n, isLanguage } from '@/i18n';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/timeslots/strings';

export type LocalTimeSlot = Local<TimeSlot>;

/**
 * What the time slot dialog edits: a venue by its id (its name as `location`, for the screen) or
 * another place's text (`venue: null`). The server goes by `venue`; rows queued by clients from
 * before venue ids carry only `location`, which the server binds to the venue it names. A
 * workshop's time is a session with its `date` (its `day` the date's weekday); a course's is
 * weekly (`date: null`).
 */
export type TimeSlotInput = Pick<TimeSlot, 'day' | 'date' | 'start' | 'end' | 'venue' | 'location'>;

const SLOT_FIELDS = ['day', 'date', 'start', 'end', 'venue', 'location'] as const;

const language = () => (isLanguage(i18n.language) ? i18n.language : 'de');

/** A training time of a course or a workshop; its PUT carries the whole slot. */
export const timeEntity = defineOfflineEntity<TimeSlot>()({
  type: 'time',
  ns: 'account',
  create: '/api/times',
  update: { method: 'PUT', path: '/api/times' },
  remove: '/api/time/{id}',
  removeIfMatch: true,
  immutableKeys: ['course', 'workshop'],
  updateCarries: SLOT_FIELDS,
  parent: { types: ['course', 'workshop'], of: (slot) => slot.course ?? slot.workshop },
  // A session by its date („Termin Sa, 13.03.2027 09:00–16:00"), a weekly time by its weekday.
  label: (slot, t) =>
    slot.date
      ? t('timeslots:sessionEntity', {
          slot: `${formatCalendarDate(slot.date, language())} ${slot.start ?? ''}–${slot.end ?? ''}`,
        })
      : t('entity.time', {
          slot: `${slot.day ?? ''} ${slot.start ?? ''}–${slot.end ?? ''}`.trim(),
        }),
});

/** One training of a slot that does not take place (GET /api/cancellations). */
export type Cancellation = components['schemas']['CancellationDto'];
export type LocalCancellation = Local<Cancellation>;

/**
 * A cancelled training, offline: made (with the device's id) and taken back through the outbox;
 * never changed (a new reason is a new cancellation). It belongs to its course or workshop, so
 * the device keeps it with them, but it is news, not content: public at once, so it neither
 * makes the course "changed" nor holds its publication (`editsParent: false`).
 */
export const cancellationEntity = defineOfflineEntity<Cancellation>()({
  type: 'cancellation',
  ns: 'timeslots',
  create: '/api/cancellations',
  remove: '/api/cancellation/{id}',
  immutableKeys: ['course', 'workshop', 'slot', 'date'],
  parent: {
    types: ['course', 'workshop'],
    of: (cancellation) => cancellation.course ?? cancellation.workshop,
    editsParent: false,
  },
  label: (cancellation, t) =>
    t('timeslots:entity', {
      date: formatCalendarDate(cancellation.date ?? '', language()),
    }),
});
