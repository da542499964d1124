import { groupByTraining } from '@/features/trialBookings/trainings';
import type { LocalTrialBooking } from '@/features/trialBookings/offline';
import { trialBookingFixture } from '@/testing/fixtures';

const booking = (overrides: Parameters<typeof trialBookingFixture>[0]): LocalTrialBooking => ({
  ...trialBookingFixture(overrides),
  serverVersion: 1,
});
const monday = { _id: 't1', start: '17:00', end: '18:30', location: 'Turnhalle' };
const mondayLate = { _id: 't2', start: '19:00', end: '20:00', location: 'Turnhalle' };

describe('groupByTraining', () => {
  it('groups the bookings by training in time order, confirmed first, then the waiting list in its order', () => {
    const groups = groupByTraining(
      [
        booking({
          _id: 'w2',
          date: '2026-12-07',
          status: 'waiting',
          waiting_position: 2,
          name: 'Anna',
        }),
        booking({ _id: 'late', date: '2026-12-07', slot: 't2', name: 'Spät' }),
        booking({ _id: 'next', date: '2026-12-14', name: 'Nächste' }),
        booking({
          _id: 'w1',
          date: '2026-12-07',
          status: 'waiting',
          waiting_position: 1,
          name: 'Zoe',
        }),
        booking({ _id: 'c1', date: '2026-12-07', name: 'Bert' }),
        booking({ _id: 'gone', date: '2026-12-07', status: 'cancelled' }),
      ],
      [mondayLate, monday],
      '2026-12-07',
    );
    expect(groups.map((g) => [g.date, g.times?.start, g.bookings.map((b) => b._id)])).toEqual([
      ['2026-12-07', '17:00', ['c1', 'w1', 'w2']],
      ['2026-12-07', '19:00', ['late']],
      ['2026-12-14', '17:00', ['next']],
    ]);
    expect(groups[0]).toMatchObject({ confirmed: 1, waiting: 2, begun: true, past: false });
    expect(groups[2]).toMatchObject({ begun: false, past: false });
  });

  it('marks trainings before today as over, and keeps one whose slot is gone without its times', () => {
    const [group] = groupByTraining(
      [booking({ slot: 'removed', date: '2026-12-01' })],
      [monday],
      '2026-12-07',
    );
    expect(group).toMatchObject({ times: null, begun: true, past: true });
  });
});
