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

  it('locks a venue by its id, whatever it is called', () => {
    const id = '9b2f1c84-5a7e-4d1b-8f3a-2c6e0d9a7b15';
    expect(venueLockKey(id)).toBe(`hall-plan:${id}`);
    expect(venueLockKey(id)).not.toBe(venueLockKey('0d6c4e2a-1f3b-4a5c-9e8d-7b6a5c4d3e2f'));
  });
});
