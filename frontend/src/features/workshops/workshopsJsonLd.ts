import type { PublicCancellation, PublicTimeSlot } from '@/api/types';
import { clubReference, type Club } from '@/components/club/club';
import { plainText } from '@/components/format/plainText';
import { berlinOffset } from '@/components/format/berlinOffset';
import { splitSessions } from '@/components/format/sessionDate';
import { workshopAnchorId } from '@/features/departments';

export { berlinOffset };

/**
 * schema.org CourseInstance of each session to come (from `today`, Berlin): on site, from start
 * to end on its date in the club's time, at its place; one cancelled (or in a closed venue) is
 * `EventCancelled`. Times without a date (saved before sessions had them) are no instance.
 */
export function courseInstances(
  times: readonly PublicTimeSlot[],
  cancellations: readonly PublicCancellation[],
  today: string,
): Record<string, unknown>[] {
  return splitSessions(times, today).coming.map((slot) => {
    const date = slot.date ?? '';
    const offset = berlinOffset(date);
    const cancelled = cancellations.some(
      (c) => c.slot === slot._id && c.from <= date && date <= c.to,
    );
    return {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      startDate: `${date}T${slot.start}:00${offset}`,
      endDate: `${date}T${slot.end}:00${offset}`,
      ...(slot.location ? { location: { '@type': 'Place', name: slot.location } } : {}),
      ...(cancelled ? { eventStatus: 'https://schema.org/EventCancelled' } : {}),
    };
  });
}

/**
 * schema.org ItemList of the workshops page: each workshop a Course the club provides, linked
 * to its section, with its sessions to come as `hasCourseInstance`. Paths are made absolute by
 * the head writer (entry-server).
 */
export function workshopsJsonLd(
  workshops: {
    title: string;
    description: string;
    photoURL: string | null;
    times: readonly PublicTimeSlot[];
    cancellations: readonly PublicCancellation[];
  }[],
  club: Club,
  lang: string,
  today: string,
): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: workshops.map((workshop, index) => {
      const instances = courseInstances(workshop.times, workshop.cancellations, today);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Course',
          name: workshop.title,
          description: plainText(workshop.description).slice(0, 300),
          url: `/${lang}/workshop#${workshopAnchorId(workshop.title)}`,
          ...(workshop.photoURL ? { image: workshop.photoURL } : {}),
          provider: clubReference(club, lang),
          ...(instances.length ? { hasCourseInstance: instances } : {}),
        },
      };
    }),
  };
}
