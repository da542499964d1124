import type { Club } from '@/components/club/club';
import { eventJsonLd } from '@/features/dates/eventJsonLd';
import { eventFixture, offerFixture } from '@/features/dates/testing/fixtures';

const club = { name: 'SV Beispiel' } as Club;

describe('eventJsonLd', () => {
  it('is an on-site Event in Berlin time at its venue, with its registration as an offer', () => {
    expect(eventJsonLd(eventFixture(), offerFixture(), club, 'de')).toMatchObject({
      '@type': 'Event',
      name: 'Sommerfest',
      startDate: '2099-07-04T14:00:00+02:00',
      endDate: '2099-07-04T22:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Sportplatz am Wald',
        address: {
          streetAddress: 'Waldweg 3',
          postalCode: '12345',
          addressLocality: 'Beispielstadt',
        },
      },
      url: '/de/termin/sommerfest-2099-07-04',
      offers: {
        price: '5.00',
        priceCurrency: 'EUR',
        url: '/de/anmeldung/o1',
        availability: 'https://schema.org/LimitedAvailability',
        validThrough: '2099-06-30',
      },
    });
  });

  it('says cancelled, ends on the last of several days, and has no end without an end time', () => {
    const camp = eventJsonLd(
      eventFixture({
        date: '2099-01-08',
        end_date: '2099-01-10',
        end_time: '13:00',
        cancelled: true,
      }),
      undefined,
      club,
      'en',
    );
    expect(camp).toMatchObject({
      startDate: '2099-01-08T14:00:00+01:00',
      endDate: '2099-01-10T13:00:00+01:00',
      eventStatus: 'https://schema.org/EventCancelled',
    });
    expect(camp).not.toHaveProperty('offers');
    const open = eventJsonLd(
      eventFixture({ end_time: null, venue: null, place: '' }),
      undefined,
      club,
      'de',
    );
    expect(open).not.toHaveProperty('endDate');
    expect(open).not.toHaveProperty('location');
  });

  it('offers a full registration as sold out', () => {
    const full = eventJsonLd(eventFixture(), offerFixture({ free: 0 }), club, 'de');
    expect(full.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});
