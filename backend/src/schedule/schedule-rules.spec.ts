import {
  addDays,
  berlinToday,
  datesOnDay,
  nextBerlinMidnight,
  atVenue,
  sameVenue,
  venueOf,
  weekdayOf,
} from '@/schedule/schedule-rules';

describe('schedule rules', () => {
  it('takes today in Berlin, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time, UTC+2).
    expect(berlinToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    // 22:59 UTC on 1 December is still 1 December in Berlin (winter time, UTC+1).
    expect(berlinToday(new Date('2026-12-01T22:59:00Z'))).toBe('2026-12-01');
  });

  it('counts days across months, years and the clock change', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-02', -2)).toBe('2026-02-28');
  });

  it('names the weekday as the time slots do', () => {
    expect(weekdayOf('2026-11-30')).toBe('Montag');
    expect(weekdayOf('2026-12-06')).toBe('Sonntag');
  });

  it('lists the dates of one weekday in a range, both ends included', () => {
    expect(datesOnDay('Montag', '2026-11-30', '2026-12-14')).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(datesOnDay('Mittwoch', '2026-12-03', '2026-12-08')).toEqual([]);
  });

  it('matches a text to its venue by name, however it is typed', () => {
    expect(sameVenue(' Turnhalle Lindenschule ', 'turnhalle lindenschule')).toBe(true);
    expect(sameVenue('Turnh\u0430lle\u200bLindenschule', 'Turnhalle Lindenschule')).toBe(true);
    expect(sameVenue('Turnhalle', 'Turnhalle Lindenschule')).toBe(false);
  });

  it('puts a slot in a venue by its id, and one without an id by its text', () => {
    const linde = { id: 'v-linde', name: 'Turnhalle Lindenschule' };
    const park = { id: 'v-park', name: 'Sporthalle am Park' };
    // An id wins over the text (a venue renamed since the text was written).
    expect(atVenue({ venue: 'v-linde', location: 'Alte Halle' }, linde)).toBe(true);
    expect(atVenue({ venue: 'v-park', location: 'Turnhalle Lindenschule' }, linde)).toBe(false);
    // A snapshot from before venue ids, and a place that was no venue when it was saved.
    expect(atVenue({ location: 'turnhalle lindenschule' }, linde)).toBe(true);
    expect(atVenue({ venue: null, location: 'Sporthalle am Park' }, park)).toBe(true);
    expect(venueOf({ venue: null, location: 'Stadtpark' }, [linde, park])).toBeNull();
    expect(venueOf({ venue: 'v-park', location: '' }, [linde, park])).toBe(park);
  });

  it('finds the next midnight in Berlin, in winter and in summer time', () => {
    expect(nextBerlinMidnight(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2026-11-28T23:00:00.000Z',
    );
    expect(nextBerlinMidnight(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe(
      '2026-07-02T22:00:00.000Z',
    );
    // The night of the change to summer time: midnight is still +01:00.
    expect(nextBerlinMidnight(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });
});
