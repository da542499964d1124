import { CLUB } from '@/components/club/club';

/** The six tracks of the 2025 fun run (spec section 2), in the spec's order. */
export const FUNRUN_TRACKS = ['run10', 'walk7_5', 'run6', 'run3', 'run1', 'toddler'] as const;
export type FunrunTrack = (typeof FUNRUN_TRACKS)[number];

/** Tracks whose finishers get a medal (spec: toddler, 1 km and 3 km runs). */
export const MEDAL_TRACKS: readonly FunrunTrack[] = ['toddler', 'run1', 'run3'];

/**
 * Key dates. The spec names bib pick-up on "Saturday 28 June 2025" and again "on the event
 * day" with a start at 09:30: the event day is the following day, Sunday 29 June 2025.
 */
export const FUNRUN = {
  year: 2025,
  registrationUntil: '2025-06-23',
  bibPickupSaturday: { date: '2025-06-28', from: '14:00', to: '16:00' },
  eventDay: '2025-06-29',
  bibPickupEventDay: { from: '08:00', to: '09:00' },
  start: '09:30',
  /** Late registration on the event day closes 15 minutes before the start. */
  lateRegistrationClosesMinutesBefore: 15,
  startDateTime: '2025-06-29T09:30:00+02:00',
} as const;

/** schema.org SportsEvent for the page's JSON-LD. */
export function funrunJsonLd(name: string, description: string) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: CLUB.street,
    postalCode: CLUB.postalCode,
    addressLocality: CLUB.city,
    addressCountry: CLUB.country,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    description,
    startDate: FUNRUN.startDateTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: 'Running',
    location: { '@type': 'Place', name: CLUB.name, address },
    organizer: {
      '@type': 'SportsOrganization',
      name: CLUB.name,
      email: CLUB.email,
      telephone: CLUB.phone,
      address,
    },
  };
}
