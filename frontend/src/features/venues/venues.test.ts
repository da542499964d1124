import type { PublicLocation } from '@/api/publicQueries';
import { mapsUrl } from '@/components/maps/mapsUrl';
import { venueJsonLd } from '@/features/venues/venues';

const venue: PublicLocation = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Turnhalle Lindenschule',
  description: 'Große Halle',
  maps_link: null,
  postal_code: '12345',
  city: 'Musterstadt',
  address: 'Lindenstraße 4',
  photoURL: null,
  srcset: null,
};

describe('mapsUrl', () => {
  it('uses the venue’s own maps link', () => {
    expect(mapsUrl({ ...venue, maps_link: 'https://maps.example/x' })).toBe(
      'https://maps.example/x',
    );
  });

  it('falls back to a map search for the address', () => {
    expect(mapsUrl(venue)).toBe(
      'https://www.openstreetmap.org/search?query=Lindenstra%C3%9Fe%204%2C%2012345%20Musterstadt',
    );
  });
});

describe('venueJsonLd', () => {
  it('describes the venue as a SportsActivityLocation with its postal address', () => {
    const ld = venueJsonLd(venue);
    expect(ld['@type']).toBe('SportsActivityLocation');
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Lindenstraße 4',
      postalCode: '12345',
      addressLocality: 'Musterstadt',
      addressCountry: 'DE',
    });
    expect(ld).not.toHaveProperty('image');
  });
});
