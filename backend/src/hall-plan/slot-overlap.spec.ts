import { timesOverlap, venueLockKey } from '@/hall-plan/slot-overlap';

describe('slot overlap rule', () => {
  const monday = (start: string, end: string) => ({ day: 'Montag' as const, start, end });

  it('finds slots that share at least a minute on the same day', () => {
    expect(timesOverlap(monday('15:30', '16:30'), monday('16:00', '17:00'))).toBe(true);
    expect(timesOverlap(monday('15:30', '16:30'), monday('15:00', '18:00'))).toBe(true);
    expect(timesOverlap(monday('15:30', '16:30'), monday('15:30', '16:30'))).toBe(true);
  });

  it('lets touching ends pass', () => {
    expect(timesOverlap(monday('15:30', '16:30'), monday('16:30', '17:45'))).toBe(false);
    expect(timesOverlap(monday('16:30', '17:45'), monday('15:30', '16:30'))).toBe(false);
  });

  it('never overlaps across days', () => {
    expect(
      timesOverlap(monday('15:30', '16:30'), { day: 'Dienstag', start: '15:30', end: '16:30' }),
    ).toBe(false);
  });

  it('locks every spelling of a venue with one key', () => {
    expect(venueLockKey(' Turnhalle LINDENSCHULE ')).toBe(venueLockKey('turnhalle lindenschule'));
    expect(venueLockKey('Turnhalle')).not.toBe(venueLockKey('Turnhalle Lindenschule'));
  });
});
