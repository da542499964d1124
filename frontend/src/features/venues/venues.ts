import type { PublicLocation } from '@/api/publicQueries';
import { mapsUrl } from '@/components/maps/mapsUrl';

/** schema.org SportsActivityLocation of a venue for the page's JSON-LD. */
export function venueJsonLd(venue: PublicLocation) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: venue.name,
    ...(venue.description ? { description: venue.description } : {}),
    ...(venue.photoURL ? { image: venue.photoURL } : {}),
    hasMap: mapsUrl(venue),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      postalCode: venue.postal_code,
      addressLocality: venue.city,
      addressCountry: 'DE',
    },
  };
}
