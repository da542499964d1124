import type { PublicTimeSlot } from '@/api/types';
import type { Club } from '@/components/club/club';
import { berlinOffset, workshopsJsonLd } from '@/features/workshops/workshopsJsonLd';

const time = (over: Partial<PublicTimeSlot>): PublicTimeSlot => ({
  _id: 't1',
  day: 'Samstag',
  date: null,
  start: '09:00',
  end: '16:00',
  venue: 'l1',
  location: 'Turnhalle Lindenschule',
  ...over,
});

const club = { name: 'TV Musterstadt' } as Club;

const firstAid = {
  title: 'Erste Hilfe im Sport',
  description: '<p>Was tun, wenn es passiert?</p>',
  photoURL: null,
  times: [
    time({ _id: 'summer', date: '2027-07-10', start: '10:00', end: '12:30' }),
    time({ _id: 'over', date: '2026-11-28' }),
    time({ _id: 'winter', date: '2027-03-13' }),
    // Saved before sessions had dates: no instance (no date to give).
    time({ _id: 'legacy', day: 'Freitag' }),
  ],
  cancellations: [
    { slot: 'summer', from: '2027-07-10', to: '2027-07-10', reason: 'krank', closure: false },
  ],
};

const courseOf = (ld: Record<string, unknown>, index = 0) =>
  (ld.itemListElement as { item: Record<string, unknown> }[])[index]!.item;

describe('workshopsJsonLd', () => {
  it('gives each workshop its sessions to come as on-site CourseInstances in Berlin time', () => {
    const course = courseOf(workshopsJsonLd([firstAid], club, 'de', '2026-12-02'));
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Erste Hilfe im Sport',
      url: '/de/workshop#erstehilfeimsport',
    });
    expect(course.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: '2027-03-13T09:00:00+01:00',
        endDate: '2027-03-13T16:00:00+01:00',
        location: { '@type': 'Place', name: 'Turnhalle Lindenschule' },
      },
      {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: '2027-07-10T10:00:00+02:00',
        endDate: '2027-07-10T12:30:00+02:00',
        location: { '@type': 'Place', name: 'Turnhalle Lindenschule' },
        eventStatus: 'https://schema.org/EventCancelled',
      },
    ]);
  });

  it('counts a session on today as to come, and leaves out a workshop’s instances when none is', () => {
    const today = courseOf(workshopsJsonLd([firstAid], club, 'en', '2027-07-10'));
    expect(today.hasCourseInstance).toEqual([
      expect.objectContaining({ startDate: '2027-07-10T10:00:00+02:00' }),
    ]);
    const none = courseOf(workshopsJsonLd([firstAid], club, 'en', '2027-07-11'));
    expect(none).not.toHaveProperty('hasCourseInstance');
    expect(none.url).toBe('/en/workshop#erstehilfeimsport');
  });

  it('takes the club’s offset on the date: winter and summer time', () => {
    expect(berlinOffset('2027-01-15')).toBe('+01:00');
    expect(berlinOffset('2027-03-28')).toBe('+02:00');
    expect(berlinOffset('2027-10-31')).toBe('+01:00');
  });
});
