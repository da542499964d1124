import { clubTime } from '@/support/support.service';

describe('clubTime', () => {
  it('names the moment in German local time, winter (CET) and summer (CEST)', () => {
    expect(clubTime(new Date('2026-11-27T03:26:25.384Z'))).toBe('27.11.2026, 04:26 Uhr');
    expect(clubTime(new Date('2025-06-29T06:00:00Z'))).toBe('29.06.2025, 08:00 Uhr');
    // Just before midnight UTC is already the next day in Germany.
    expect(clubTime(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027, 00:30 Uhr');
  });
});
