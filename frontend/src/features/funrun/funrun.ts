import type { components } from '@/api/generated/schema';
import { clubAddress, postalAddress, type Club } from '@/components/club/club';
import { addDays } from '@/components/format/calendarDates';
import type { Language } from '@/i18n';

/** One year's fun run as the public pages get it (GET /public/funrun, /public/funrun/{year}). */
export type Funrun = components['schemas']['FunrunDto'];
export type FunrunTrack = Funrun['tracks'][number];
export type FunrunOverview = components['schemas']['PublicFunrunOverviewDto'];

/**
 * Before the registration deadline, late registration on site (until the margin before the
 * start), registration closed on the day of the run, the run's day is over.
 */
export type FunrunPhase = 'open' | 'late' | 'closed' | 'over';

const BERLIN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant of a Berlin wall-clock time (the club's dates and times are Berlin's). */
export function berlinInstant(date: string, time: string): number {
  const utc = Date.parse(`${date}T${time}:00Z`);
  for (const hours of [2, 1]) {
    const at = utc - hours * 3_600_000;
    if (BERLIN.format(at) === `${date} ${time}`) return at;
  }
  return utc - 3_600_000;
}

/** `2025-06-29T09:30:00+02:00`: a Berlin time with its offset, as schema.org wants it. */
export function berlinIso(date: string, time: string): string {
  const hours = (Date.parse(`${date}T${time}:00Z`) - berlinInstant(date, time)) / 3_600_000;
  return `${date}T${time}:00+0${hours}:00`;
}

type PhaseFields = Pick<
  Funrun,
  'date' | 'start_time' | 'registration_until' | 'late_closes_minutes'
>;

/** When late registration ends: the start less the run's margin. */
export function lateClosesAt(run: PhaseFields): number {
  return berlinInstant(run.date, run.start_time) - run.late_closes_minutes * 60_000;
}

/** HH:mm of the moment late registration ends (in Berlin). */
export function lateClosesTime(run: PhaseFields): string {
  return BERLIN.format(lateClosesAt(run)).slice(11);
}

/** Which phase the run is in at `now`: the page says so and closes the registration by itself. */
export function funrunPhase(run: PhaseFields, now: number): FunrunPhase {
  if (now >= berlinInstant(addDays(run.date, 1), '00:00')) return 'over';
  if (now >= lateClosesAt(run)) return 'closed';
  if (now >= berlinInstant(addDays(run.registration_until, 1), '00:00')) return 'late';
  return 'open';
}

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** „Montag, 23.06.2025" / "Monday, 23.06.2025": the page's one date format (spec: DD.MM.YYYY). */
export function longDate(date: string, lang: Language): string {
  const [year, month, day] = date.split('-');
  const weekday = new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${weekday}, ${day}.${month}.${year}`;
}

/** DD.MM.YYYY of a calendar date. */
export const shortDate = (date: string): string => date.split('-').reverse().join('.');

/** "10 km", „7,5 km", "370 m". */
export function formatDistance(meters: number, lang: Language): string {
  if (meters < 1000) return `${meters} m`;
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(meters / 1000)} km`;
}

/** „10 €", „8,50 €" / "€10", "€8.50": whole euros without cents. */
export function formatEuros(amount: number, lang: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export const trackName = (track: FunrunTrack, lang: Language): string =>
  (lang === 'en' ? track.name_en : track.name_de) || track.name_de;

/** The run's text in the language (German when the English one is empty). */
export function runText(run: Funrun, key: 'intro' | 'notes', lang: Language): string {
  const de = run[`${key}_de`];
  return (lang === 'en' ? run[`${key}_en`] || de : de).trim();
}

/** The notes as the page's list: one line, one point. */
export const noteLines = (run: Funrun, lang: Language): string[] =>
  runText(run, 'notes', lang)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** schema.org SportsEvent for the page's JSON-LD, from the run's data and the club's. */
export function funrunJsonLd(
  run: Funrun,
  club: Club,
  lang: Language,
  texts: { name: string; description: string; url: string },
) {
  const venue = run.venue;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: texts.name,
    description: texts.description,
    url: texts.url,
    startDate: berlinIso(run.date, run.start_time),
    endDate: run.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: 'Running',
    location: venue
      ? {
          '@type': 'Place',
          name: venue.name,
          hasMap: venue.maps_link ?? undefined,
          address: postalAddress({
            street: venue.street,
            postalCode: venue.postal_code,
            city: venue.city,
          }),
        }
      : undefined,
    offers: run.tracks.map((track) => ({
      '@type': 'Offer',
      name: trackName(track, lang),
      price: track.fee,
      priceCurrency: 'EUR',
      validThrough: berlinIso(run.registration_until, '23:59'),
      url: texts.url,
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
