import type { PublicEvent } from '@/api/publicQueries';
import { clubReference, type Club } from '@/components/club/club';
import { berlinOffset } from '@/components/format/berlinOffset';
import type { PublicRegistrationOffer } from '@/features/registration';

const SCHEMA = 'https://schema.org/';

/** An offer's availability as schema.org says it: places left, only the waiting list, none. */
function availability(offer: PublicRegistrationOffer): string {
  if (!offer.open) return `${SCHEMA}SoldOut`;
  if (offer.free === 0) return `${SCHEMA}SoldOut`;
  return offer.free !== null && offer.places !== null && offer.free <= offer.places / 5
    ? `${SCHEMA}LimitedAvailability`
    : `${SCHEMA}InStock`;
}

/**
 * schema.org Event of a club event's page: on site, from its start to its end in the club's
 * time, at its venue (with the address) or place, organised by the club, `EventCancelled` or
 * `EventScheduled`, and its registration as `offers` (the fee in euros, where to register, until
 * when). Paths are made absolute by the head writer (entry-server).
 */
export function eventJsonLd(
  event: PublicEvent,
  offer: PublicRegistrationOffer | undefined,
  club: Club,
  lang: string,
): Record<string, unknown> {
  const at = (date: string, time: string) => `${date}T${time}:00${berlinOffset(date)}`;
  const lastDay = event.end_date ?? event.date;
  const place: Record<string, unknown> = { '@type': 'Place', name: event.place };
  if (event.venue) {
    place.address = {
      '@type': 'PostalAddress',
      streetAddress: event.venue.street,
      postalCode: event.venue.postal_code,
      addressLocality: event.venue.city,
      addressCountry: 'DE',
    };
  }
  return {
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description.slice(0, 300) } : {}),
    startDate: at(event.date, event.start_time),
    ...(event.end_time ? { endDate: at(lastDay, event.end_time) } : {}),
    eventStatus: `${SCHEMA}${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(event.place ? { location: place } : {}),
    organizer: clubReference(club, lang),
    url: `/${lang}/termin/${event.slug}`,
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: (offer.fee_cents / 100).toFixed(2),
            priceCurrency: 'EUR',
            url: `/${lang}/anmeldung/${offer._id}`,
            availability: availability(offer),
            ...(offer.deadline ? { validThrough: offer.deadline } : {}),
          },
        }
      : {}),
  };
}
