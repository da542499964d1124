import { clubAddress, clubBadge, schemaDay, type Club } from '@/components/club/club';

/**
 * schema.org SportsClub of the club (home page JSON-LD), from the club's settings. `url` and
 * `logo` are paths on this host: the head writer (entry-server) makes them absolute with its
 * origin. A fact the club has not entered is left out, never invented.
 */
export function sportsClubJsonLd(
  club: Club,
  lang: string,
  description: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: club.name,
    description,
    url: `/${lang}/`,
    logo: clubBadge(club),
    foundingDate: club.founding_year ? String(club.founding_year) : undefined,
    telephone: club.phone ?? undefined,
    email: club.email ?? undefined,
    address: club.city ? clubAddress(club) : undefined,
    sameAs: club.social.length > 0 ? club.social.map((link) => link.url) : undefined,
    openingHoursSpecification: club.office_hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${schemaDay(slot.day)}`,
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}
