import { comparable, placeTimes, snapshotSlot, type SnapshotSlot } from '@/courses/slot-places';
import { publicationState } from '@/publishing/snapshot';

const linde = { id: '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b', name: 'Turnhalle Lindenschule' };
const monday = { _id: 's1', day: 'Montag', start: '17:00', end: '18:00' } as const;

describe('the times of a snapshot and their venues', () => {
  it('names each venue as it is called now, and a time from before venue ids by its text', () => {
    const times: SnapshotSlot[] = [
      { ...monday, venue: linde.id, location: 'Alte Turnhalle' },
      { ...monday, _id: 's2', location: 'TURNHALLE lindenschule' } as SnapshotSlot,
      { ...monday, _id: 's3', venue: null, location: 'Stadtpark' },
    ];
    expect(placeTimes(times, [linde])).toEqual([
      { ...monday, date: null, venue: linde.id, location: 'Turnhalle Lindenschule' },
      { ...monday, _id: 's2', date: null, venue: linde.id, location: 'Turnhalle Lindenschule' },
      { ...monday, _id: 's3', date: null, venue: null, location: 'Stadtpark' },
    ]);
  });

  it("keeps a workshop session's date, and gives a weekly time none in the snapshot", () => {
    const session = { ...monday, date: '2027-03-15', venue: linde.id, location: 'Alt' };
    expect(placeTimes([session], [linde])).toEqual([
      { ...session, location: 'Turnhalle Lindenschule' },
    ]);
    const row = {
      id: 'w1',
      courseId: null,
      workshopId: 'w',
      day: 'Montag' as const,
      date: null,
      start: '17:00',
      end: '18:00',
      venueId: null,
      location: 'Stadtpark',
      version: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(snapshotSlot(row)).not.toHaveProperty('date');
    expect(snapshotSlot({ ...row, date: '2027-03-15' })).toMatchObject({ date: '2027-03-15' });
  });

  it('keeps a published course published when its venue is renamed', () => {
    const published = { title: 'Minis', times: [{ ...monday, venue: linde.id, location: 'Alt' }] };
    const working = { title: 'Minis', times: [{ ...monday, venue: linde.id, location: 'Neu' }] };
    expect(publicationState(comparable(working), comparable(published))).toBe('published');
    const moved = { title: 'Minis', times: [{ ...monday, venue: 'other', location: 'Neu' }] };
    expect(publicationState(comparable(moved), comparable(published))).toBe('changed');
  });

  it('compares a place that is no venue by its text, with or without `venue: null`', () => {
    const before = { times: [{ ...monday, location: 'Stadtpark' }] };
    const now = { times: [{ ...monday, venue: null, location: 'Stadtpark' }] };
    expect(publicationState(comparable(now), comparable(before))).toBe('published');
    const elsewhere = { times: [{ ...monday, venue: null, location: 'Waldweg' }] };
    expect(publicationState(comparable(elsewhere), comparable(before))).toBe('changed');
  });
});
