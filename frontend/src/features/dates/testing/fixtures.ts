import type { PublicEvent, PublicFunrunOverview, PublicWorkshop } from '@/api/publicQueries';
import type { PublicTimeSlot } from '@/api/types';
import type { PublicRegistrationOffer } from '@/features/registration';

/** Test data of the Termine pages: an event, a workshop with sessions, the fun run, an offer. */
export const eventFixture = (over: Partial<PublicEvent> = {}): PublicEvent => ({
  _id: 'e1',
  slug: 'sommerfest-2099-07-04',
  kind: 'party',
  department: null,
  title: 'Sommerfest',
  description: 'Mit Kuchen und Ehrungen.\n\nFür die ganze Familie.',
  date: '2099-07-04',
  start_time: '14:00',
  end_date: null,
  end_time: '22:00',
  location_id: 'l1',
  venue: {
    _id: 'l1',
    name: 'Sportplatz am Wald',
    street: 'Waldweg 3',
    postal_code: '12345',
    city: 'Beispielstadt',
    maps_link: 'https://maps.example/sportplatz',
  },
  place: 'Sportplatz am Wald',
  agenda: [],
  notice_days: null,
  announced_on: null,
  cancelled: false,
  cancel_note: '',
  ...over,
});

export const TURNEN = { _id: 'd1', name: 'Turnen', title: 'Abteilung Turnen' };

const slot = (over: Partial<PublicTimeSlot>): PublicTimeSlot => ({
  _id: 't1',
  day: 'Samstag',
  date: null,
  start: '09:00',
  end: '16:00',
  venue: 'l2',
  location: 'Turnhalle Lindenschule',
  ...over,
});

/** Two Saturdays to come and one that is over; the second one cancelled. */
export const workshopFixture = (over: Partial<PublicWorkshop> = {}): PublicWorkshop => ({
  _id: 'w1',
  title: 'Erste Hilfe im Sport',
  info: '',
  description: '',
  photoURL: null,
  srcset: null,
  members: 16,
  social_media: {},
  website: null,
  times: [
    slot({ _id: 'second', date: '2099-03-21' }),
    slot({ _id: 'over', date: '2020-03-14' }),
    slot({ _id: 'first', date: '2099-03-14' }),
  ],
  published_at: '2026-10-01T08:00:00.000Z',
  cancellations: [
    { slot: 'second', from: '2099-03-21', to: '2099-03-21', reason: 'krank', closure: false },
  ],
  ...over,
});

export const funrunFixture = (date = '2099-06-13'): PublicFunrunOverview => ({
  // Only what the Termine page reads of the run; the rest of the DTO does not matter here.
  current: {
    _id: 'f1',
    year: Number(date.slice(0, 4)),
    date,
    start_time: '10:00',
    venue: { name: 'Sportplatz am Wald' },
  } as PublicFunrunOverview['current'],
  next_date: null,
  years: [],
});

export const offerFixture = (
  over: Partial<PublicRegistrationOffer> = {},
): PublicRegistrationOffer => ({
  _id: 'o1',
  kind: 'event',
  target: 'e1',
  slug: 'sommerfest-2099-07-04',
  title: 'Sommerfest',
  dates: [{ date: '2099-07-04', start: '14:00', end: '22:00', location: 'Sportplatz am Wald' }],
  open: true,
  closed_reason: null,
  deadline: '2099-06-30',
  places: 100,
  free: 10,
  waiting: 0,
  fee_cents: 500,
  fee_note: '',
  fields: [],
  tracks: [],
  late: null,
  guardian_below: 16,
  ...over,
});
