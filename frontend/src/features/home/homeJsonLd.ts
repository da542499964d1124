import { CLUB, CLUB_BADGE, postalAddress } from '@/components/club/club';

/**
 * schema.org SportsClub of the club (home page JSON-LD), from the club facts. `url` and `logo`
 * are paths on this host: the head writer (entry-server) makes them absolute with its origin.
 */
export function sportsClubJsonLd(lang: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: CLUB.name,
    description,
    url: `/${lang}/`,
    logo: CLUB_BADGE,
    foundingDate: String(CLUB.foundingYear),
    telephone: CLUB.phone,
    email: CLUB.email,
    address: postalAddress(),
    sameAs: [CLUB.social.url],
    openingHoursSpecification: CLUB.officeHours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${slot.day}`,
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}
