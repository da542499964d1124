import type { PublicLocation } from '@/api/publicQueries';

/** The venue's own maps link, else a map search for its address (OpenStreetMap). */
export function mapsUrl(venue: PublicLocation): string {
  if (venue.maps_link) return venue.maps_link;
  const query = `${venue.address}, ${venue.postal_code} ${venue.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

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
