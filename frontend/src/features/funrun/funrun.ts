import { clubAddress, postalAddress, type Club } from '@/components/club/club';

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
  /** Start and finish (the demo venue "Sportplatz an der Aue"). */
  venue: {
    name: 'Sportplatz an der Aue',
    street: 'Auenweg 20',
    postalCode: '12345',
    city: 'Musterstadt',
    mapsLink: 'https://www.openstreetmap.org/search?query=Auenweg%2020%2C%2012345%20Musterstadt',
  },
  /** Registration by mail (name, year of birth, track) or at the office, until registrationUntil. */
  registrationEmail: 'volkslauf@tus-musterstadt.de',
  /** Entry fee per track in euros (0: free); late registration costs `lateFee` more. */
  fees: { run10: 10, walk7_5: 8, run6: 8, run3: 5, run1: 0, toddler: 0 },
  lateFee: 2,
  /** The next run's date (YYYY-MM-DD), or null while it is not yet set. */
  next: null as string | null,
} as const;

/** Before the registration deadline, between it and the run (late registration on site), after. */
export type FunrunPhase = 'open' | 'late' | 'over';

/** The end of a day in the club's time zone (CEST in June), as a timestamp. */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59+02:00`);

/** Which phase the run is in at `now`: the page says so and closes the registration by itself. */
export function funrunPhase(now: number): FunrunPhase {
  if (now > endOfDay(FUNRUN.eventDay)) return 'over';
  if (now > endOfDay(FUNRUN.registrationUntil)) return 'late';
  return 'open';
}

/** schema.org SportsEvent for the page's JSON-LD: at the sports ground, by the club. */
export function funrunJsonLd(club: Club, name: string, description: string, url: string) {
  const venue = FUNRUN.venue;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    description,
    url,
    startDate: FUNRUN.startDateTime,
    endDate: `${FUNRUN.eventDay}T14:00:00+02:00`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: 'Running',
    location: {
      '@type': 'Place',
      name: venue.name,
      hasMap: venue.mapsLink,
      address: postalAddress(venue),
    },
    offers: FUNRUN_TRACKS.map((track) => ({
      '@type': 'Offer',
      name: track,
      price: FUNRUN.fees[track],
      priceCurrency: 'EUR',
      validThrough: `${FUNRUN.registrationUntil}T23:59:59+02:00`,
      url,
    })),
    organizer: {
      '@type': 'SportsOrganization',
      name: club.name,
      email: club.email ?? undefined,
      telephone: club.phone ?? undefined,
      address: club.city ? clubAddress(club) : undefined,
    },
  };
}
