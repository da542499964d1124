import type { components } from '@/api/generated/schema';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { i18n, isLanguage } from '@/i18n';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/trialBookings/strings';

/** A visitor's booking of a trial training, as the trainer sees it (GET /api/trials?course=). */
export type TrialBooking = components['schemas']['TrialBookingDto'];
export type TrialStatus = components['schemas']['TrialStatus'];
export type LocalTrialBooking = Local<TrialBooking>;

/**
 * The trial places of a course, kept as a record of their own (id = the course's id): they are
 * set through `PUT /api/trials/places`, not the course's update, since they need no publication.
 * The server keeps no version for them (the course's version stays), so the record carries
 * version 0 and the update goes without If-Match: the last write wins.
 */
export interface TrialPlaces {
  _id: string;
  trial_places: number;
  version: number;
}
export type LocalTrialPlaces = Local<TrialPlaces>;

const dateOf = (date: string | undefined) =>
  formatCalendarDate(date ?? '', isLanguage(i18n.language) ? i18n.language : 'de');

/**
 * Trial bookings offline: listed per course and kept on the device with it, so a trainer marks
 * who came at the gym without a connection (the update carries If-Match with the booking's
 * version; a 412 is a conflict like any other). Staff never make one (a visitor books); the
 * trainer's delete cancels it on the server, which moves the waiting list up. Not the course's
 * content: it neither makes the course "changed" nor holds its publication.
 */
export const trialBookingEntity = defineOfflineEntity<TrialBooking>()({
  type: 'trialBooking',
  ns: 'trialBookings',
  update: { method: 'PUT', path: '/api/trials/attendance' },
  remove: '/api/trial/{id}',
  immutableKeys: [
    'course',
    'slot',
    'date',
    'name',
    'email',
    'age',
    'guardian_name',
    'status',
    'waiting_position',
  ],
  parent: { types: ['course'], of: (booking) => booking.course, editsParent: false },
  label: (booking, t) =>
    t('trialBookings:entity', { name: booking.name ?? '', date: dateOf(booking.date) }),
});

/** A course's trial places per training, saved through the outbox like the other staff writes. */
export const trialPlacesEntity = defineOfflineEntity<TrialPlaces>()({
  type: 'trialPlaces',
  ns: 'trialBookings',
  update: { method: 'PUT', path: '/api/trials/places' },
  updateIfMatch: false,
  immutableKeys: [],
  parent: { types: ['course'], of: (places) => places._id, editsParent: false },
  label: (_places, t) => t('trialBookings:placesEntity'),
});
