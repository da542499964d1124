/**
 * The club's fixed facts (fictional demo club), used by the contact section, the legal pages,
 * the footer and the structured data of the server render. One place, so they never disagree.
 */
export const CLUB = {
  name: 'TuS Musterstadt 1887 e.V.',
  shortName: 'TuS 1887',
  foundingYear: 1887,
  street: 'Turnerweg 12',
  postalCode: '12345',
  city: 'Musterstadt',
  country: 'DE',
  phone: '+49 1234 567890',
  email: 'info@tus-musterstadt.de',
  /** Office hours (spec section 9): Tuesday 15:30–17:30, Thursday 10:00–12:00. */
  officeHours: [
    { day: 'Tuesday', opens: '15:30', closes: '17:30' },
    { day: 'Thursday', opens: '10:00', closes: '12:00' },
  ],
  /** The child-welfare contact named on the home page (spec section 1) and in the news. */
  childWelfare: {
    name: 'Miriam Adler',
    email: 'kinderschutz@tus-musterstadt.de',
    phone: '+49 1234 567899',
  },
  /** The footer's social link. */
  social: { label: 'Instagram', url: 'https://www.instagram.com/tus_musterstadt_1887' },
  register: { court: 'Amtsgericht Musterstadt', number: 'VR 1887' },
  /** The same board as the Vorstand PDF (backend/scripts/make-form-pdfs.mjs) and the blog. */
  board: { chair: 'Gabriele Hartmann', viceChair: 'Aylin Demir', treasurer: 'Jens Hoffmann' },
} as const;

export type OfficeDay = (typeof CLUB.officeHours)[number]['day'];

/** The club's badge as a square PNG (the app icon): logo and link preview. */
export const CLUB_BADGE = '/icons/icon-512.png';

/** A schema.org PostalAddress; the club's own by default. */
export function postalAddress(
  place: { street: string; postalCode: string; city: string } = CLUB,
): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: place.street,
    postalCode: place.postalCode,
    addressLocality: place.city,
    addressCountry: CLUB.country,
  };
}

/** The club as a schema.org reference inside another page's JSON-LD (provider, parent). */
export function clubReference(lang: string): Record<string, unknown> {
  return { '@type': 'SportsClub', name: CLUB.name, url: `/${lang}/` };
}
