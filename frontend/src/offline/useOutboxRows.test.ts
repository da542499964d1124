import type { OutboxRow } from '@/offline/types';
import { rowsWithChildren } from '@/offline/useOutboxRows';

const row = (id: string, entityKey: string, parent: string | null): OutboxRow =>
  ({ id, entityKey, parent }) as OutboxRow;

describe('rowsWithChildren', () => {
  it('gives an entity’s rows and its children’s, in order, and no other entity’s', () => {
    const rows = [
      row('1', 'course:c1', null),
      row('2', 'time:t1', 'c1'),
      row('3', 'course:c2', null),
      row('4', 'time:t9', 'c2'),
      row('5', 'course:c1', null),
    ];
    expect(rowsWithChildren(rows, { type: 'course', id: 'c1' }).map((r) => r.id)).toEqual([
      '1',
      '2',
      '5',
    ]);
    expect(rowsWithChildren(undefined, { type: 'course', id: 'c1' })).toEqual([]);
  });

  it('leaves out children that are public without a publication (a cancelled training)', () => {
    const rows = [
      row('1', 'time:t1', 'c1'),
      row('2', 'cancellation:x1', 'c1'),
      row('3', 'course:c1', null),
    ];
    expect(rowsWithChildren(rows, { type: 'course', id: 'c1' }).map((r) => r.id)).toEqual([
      '1',
      '3',
    ]);
  });
});
