import type { PublicCourse } from '@/api/types';
import type { PublicLocation } from '@/api/publicQueries';
import { clubReference, type Club } from '@/components/club/club';
import { OPEN_AGE } from '@/features/courses';

const SCHEMA_DAY: Record<PublicCourse['times'][number]['day'], string> = {
  Montag: 'https://schema.org/Monday',
  Dienstag: 'https://schema.org/Tuesday',
  Mittwoch: 'https://schema.org/Wednesday',
  Donnerstag: 'https://schema.org/Thursday',
  Freitag: 'https://schema.org/Friday',
  Samstag: 'https://schema.org/Saturday',
  Sonntag: 'https://schema.org/Sunday',
};

/** The place of a training: the venue with its address, else the place's name. */
function place(
  slot: PublicCourse['times'][number],
  venues: ReadonlyMap<string, PublicLocation>,
): Record<string, unknown> {
  const venue = slot.venue ? venues.get(slot.venue) : undefined;
  return {
    '@type': 'SportsActivityLocation',
    name: venue?.name ?? slot.location,
    ...(venue
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: venue.address,
            postalCode: venue.postal_code,
            addressLocality: venue.city,
            addressCountry: 'DE',
          },
        }
      : {}),
  };
}

/**
 * schema.org Course of a course page (`/{lang}/angebot/{slug}`): the club as provider, one
 * CourseInstance per weekly training with its Schedule and SportsActivityLocation. Paths are made
 * absolute by the head writer (entry-server).
 */
export function courseJsonLd(
  course: PublicCourse,
  venues: ReadonlyMap<string, PublicLocation>,
  club: Pick<Club, 'name'>,
  lang: string,
  description: string,
): Record<string, unknown> {
  return {
    '@type': 'Course',
    name: course.title,
    description,
    url: `/${lang}/angebot/${course.slug}`,
    ...(course.photoURL ? { image: course.photoURL } : {}),
    provider: clubReference(club, lang),
    audience: {
      '@type': 'PeopleAudience',
      suggestedMinAge: course.age_from,
      ...(course.age_to < OPEN_AGE ? { suggestedMaxAge: course.age_to } : {}),
    },
    ...(course.times.length
      ? {
          hasCourseInstance: course.times.map((slot) => ({
            '@type': 'CourseInstance',
            courseMode: 'onsite',
            ...(course.trainers.length
              ? { instructor: course.trainers.map((t) => ({ '@type': 'Person', name: t.name })) }
              : {}),
            courseSchedule: {
              '@type': 'Schedule',
              repeatFrequency: 'P1W',
              byDay: SCHEMA_DAY[slot.day],
              startTime: slot.start,
              endTime: slot.end,
              scheduleTimezone: 'Europe/Berlin',
            },
            location: place(slot, venues),
          })),
        }
      : {}),
  };
}
