/**
 * The club this site belongs to, as its settings say (the back office's "Verein", GET
 * /public/club): the header, the footer, the contact section, the legal pages and the structured
 * data of the server render all take it from here, so they never disagree. Nothing of any
 * particular club is in the code.
 */
import { useQuery } from '@tanstack/react-query';
import { NO_CLUB, publicQueries, type PublicClub } from '@/api/publicQueries';

export type Club = PublicClub;
export type OfficeHours = Club['office_hours'][number];

/** The club's facts; loaded with every page by the shell (empty only before the first load). */
export function useClub(): Club {
  return useQuery(publicQueries.club()).data ?? NO_CLUB;
}

/** The name a page's title and the manifest use: the club's, else the product's. */
export function siteNameOf(club: Pick<Club, 'name'>): string {
  return club.name || 'Vereinsheim';
}

/** The club's badge: its logo, else the site's icon (made from the club's name by the server). */
export function clubBadge(club: Pick<Club, 'logo'>): string {
  return club.logo ?? '/icons/icon-512.png';
}

/** Words of a club's name that its initials leave out (legal form, articles, years). */
const NOT_INITIALS = /^(e\.?\s?v\.?|ev|der|die|das|und|von|im|am|in|\d+)$/i;

/**
 * The letters of the crest when the club has no logo: its short name if that is short, else
 * the initials of its name ("Turnverein Beispielstadt 1901 e.V." → "TB"). The server draws the
 * same letters into the app icons (backend club/club-icons.ts).
 */
export function clubInitials(club: Pick<Club, 'name' | 'short_name'>): string {
  const words = (text: string) => text.split(/[\s-]+/).filter((w) => w && !NOT_INITIALS.test(w));
  // "TSV 1901" → "TSV": a short name without its year and legal form, if it is short.
  const short = words(club.short_name ?? '');
  if (short.length > 0 && short.join(' ').length <= 4) return short.join(' ');
  return (short.length > 0 ? short : words(club.name))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** schema.org's day names, by the German weekday the settings store. */
const SCHEMA_DAYS: Record<string, string> = {
  Montag: 'Monday',
  Dienstag: 'Tuesday',
  Mittwoch: 'Wednesday',
  Donnerstag: 'Thursday',
  Freitag: 'Friday',
  Samstag: 'Saturday',
  Sonntag: 'Sunday',
};
export const schemaDay = (day: string): string => SCHEMA_DAYS[day] ?? day;

/** `tel:` link of a phone number as people write it. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A schema.org PostalAddress of a place (a venue, the club). */
export function postalAddress(place: {
  street: string | null;
  postalCode: string | null;
  city: string | null;
}): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: place.street ?? undefined,
    postalCode: place.postalCode ?? undefined,
    addressLocality: place.city ?? undefined,
    addressCountry: 'DE',
  };
}

/** The club's postal address as lines, the ones it has entered: name, street, postcode and city. */
export function addressLines(club: Club): string[] {
  return [club.name, club.street, [club.postal_code, club.city].filter(Boolean).join(' ')].filter(
    (line): line is string => Boolean(line),
  );
}

/** The club's own address as schema.org has it. */
export const clubAddress = (club: Club): Record<string, unknown> =>
  postalAddress({ street: club.street, postalCode: club.postal_code, city: club.city });

/** The club as a schema.org reference inside another page's JSON-LD (provider, parent). */
export function clubReference(club: Pick<Club, 'name'>, lang: string): Record<string, unknown> {
  return { '@type': 'SportsClub', name: club.name, url: `/${lang}/` };
}
