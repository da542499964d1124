import {
  diffByLabels,
  publicationState,
  requestState,
  type LatestRequest,
} from '@/publishing/snapshot';

const request = (overrides: Partial<LatestRequest>): LatestRequest => ({
  id: 'r1',
  entityId: 'w1',
  status: 'pending',
  requestedAt: new Date('2025-05-01T10:00:00Z'),
  requestedBy: 'u1',
  requestedByName: 'Wiebke Werkstatt',
  decidedAt: null,
  decidedBy: null,
  decidedByName: null,
  reason: null,
  ...overrides,
});

describe('shared publish snapshot helpers', () => {
  it('calls a never published copy a draft, an equal one published and a different one changed', () => {
    expect(publicationState({ a: 1 }, null)).toBe('draft');
    expect(publicationState({ a: 1, b: [1] }, { b: [1], a: 1 })).toBe('published');
    expect(publicationState({ a: 2 }, { a: 1 })).toBe('changed');
  });

  it('lists only changed fields against a published copy, and every field for a first one', () => {
    const labels = { title: 'Titel', members: 'Teilnehmende' };
    const same = (_: string, v: unknown) => v;
    expect(
      diffByLabels(labels, same, { title: 'A', members: 1 }, { title: 'B', members: 1 }),
    ).toEqual([{ field: 'title', label: 'Titel', from: 'A', to: 'B' }]);
    expect(diffByLabels(labels, same, null, { title: 'B', members: 1 })).toHaveLength(2);
  });

  it('shows a pending request with who asked', () => {
    expect(requestState(request({}), null)).toEqual({
      pending: {
        _id: 'r1',
        requested_at: '2025-05-01T10:00:00.000Z',
        requested_by: { _id: 'u1', name: 'Wiebke Werkstatt' },
      },
      lastRejection: null,
    });
  });

  it('shows a rejection until a later publication', () => {
    const rejected = request({
      status: 'rejected',
      decidedAt: new Date('2025-05-02T10:00:00Z'),
      decidedBy: 'a1',
      decidedByName: 'Anna Admin',
      reason: 'Bitte Termin prüfen.',
    });
    expect(requestState(rejected, new Date('2025-05-01T00:00:00Z')).lastRejection).toEqual({
      reason: 'Bitte Termin prüfen.',
      rejected_at: '2025-05-02T10:00:00.000Z',
      rejected_by: { _id: 'a1', name: 'Anna Admin' },
    });
    expect(requestState(rejected, new Date('2025-05-03T00:00:00Z')).lastRejection).toBeNull();
  });
});
