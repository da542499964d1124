import type { PublicLocation } from '@/api/publicQueries';

/** What a map link needs of a venue: a venue's own record names the street `address`, a date's `street`. */
type MappedVenue = Pick<PublicLocation, 'maps_link' | 'postal_code' | 'city'> &
  ({ address: string } | { street: string });

/** The venue's own maps link, else a map search for its address (OpenStreetMap). */
export function mapsUrl(venue: MappedVenue): string {
  if (venue.maps_link) return venue.maps_link;
  const street = 'address' in venue ? venue.address : venue.street;
  const query = `${street}, ${venue.postal_code} ${venue.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
