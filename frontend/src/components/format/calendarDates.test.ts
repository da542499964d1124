import {
  addDays,
  berlinToday,
  formatCalendarDate,
  isCalendarDate,
  nextDatesOn,
  weekdayOf,
} from '@/components/format/calendarDates';

describe('the club’s calendar dates', () => {
  it('counts today in Berlin, not in the device’s or UTC’s day', () => {
    // 23:30 UTC is already the next day in Berlin (UTC+1 in winter, +2 in summer).
    expect(berlinToday(Date.parse('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(berlinToday(Date.parse('2026-11-28T22:59:00Z'))).toBe('2026-11-28');
    expect(berlinToday(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinToday(Date.parse('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });

  it('adds days across months, years and the change to summer time', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names the weekday as the time slots do', () => {
    expect(weekdayOf('2026-12-07')).toBe('Montag');
    expect(weekdayOf('2026-12-13')).toBe('Sonntag');
    expect(weekdayOf('2027-01-01')).toBe('Freitag');
  });

  it('lists the next dates of a weekday, today included when it is that day', () => {
    expect(nextDatesOn('Montag', '2026-12-07', 3)).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
    ]);
    expect(nextDatesOn('Montag', '2026-12-08', 2)).toEqual(['2026-12-14', '2026-12-21']);
    expect(nextDatesOn('Freitag', '2026-12-28', 2)).toEqual(['2027-01-01', '2027-01-08']);
  });

  it('knows a real date from a text that looks like one', () => {
    expect(isCalendarDate('2026-12-07')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('7.12.2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('writes a date with its weekday in German and in English', () => {
    expect(formatCalendarDate('2026-12-07', 'de')).toBe('Mo, 07.12.2026');
    expect(formatCalendarDate('2027-01-01', 'de')).toBe('Fr, 01.01.2027');
    expect(formatCalendarDate('2026-12-07', 'en')).toMatch(/^Mon,? 7 Dec 2026$/);
    expect(formatCalendarDate('kaputt', 'de')).toBe('kaputt');
  });
});
