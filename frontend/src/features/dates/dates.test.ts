import { byMonth, dateItems, filterDates } from '@/features/dates/dates';
import {
  TURNEN,
  eventFixture,
  funrunFixture,
  workshopFixture,
} from '@/features/dates/testing/fixtures';

const TODAY = '2099-01-01';

const all = () =>
  dateItems(
    {
      events: [
        eventFixture(),
        eventFixture({
          _id: 'e2',
          slug: 'meisterschaft-2099-03-14',
          kind: 'tournament',
          title: 'Vereinsmeisterschaft',
          department: TURNEN,
          date: '2099-03-14',
          start_time: '08:00',
          cancelled: true,
        }),
        // Over before the list's day: not listed.
        eventFixture({ _id: 'e3', title: 'Alt', date: '2098-12-30' }),
        // Began yesterday, ends tomorrow: still coming.
        eventFixture({
          _id: 'e4',
          slug: 'trainingslager-2098-12-31',
          title: 'Trainingslager',
          date: '2098-12-31',
          end_date: '2099-01-02',
          end_time: null,
        }),
      ],
      workshops: [workshopFixture()],
      funrun: funrunFixture(),
    },
    'de',
    TODAY,
  );

describe('dateItems', () => {
  it('lists the events, each coming workshop session and the fun run, soonest first', () => {
    expect(all().map((item) => [item.date, item.start, item.title, item.kind])).toEqual([
      ['2098-12-31', '14:00', 'Trainingslager', 'party'],
      ['2099-03-14', '08:00', 'Vereinsmeisterschaft', 'tournament'],
      ['2099-03-14', '09:00', 'Erste Hilfe im Sport', 'workshop'],
      ['2099-03-21', '09:00', 'Erste Hilfe im Sport', 'workshop'],
      ['2099-06-13', '10:00', 'Volkslauf 2099', 'funrun'],
      ['2099-07-04', '14:00', 'Sommerfest', 'party'],
    ]);
  });

  it('leads each to its page and marks what is cancelled', () => {
    const items = all();
    expect(items.map((item) => item.href)).toEqual([
      '/de/termin/trainingslager-2098-12-31',
      '/de/termin/meisterschaft-2099-03-14',
      '/de/workshop#erstehilfeimsport',
      '/de/workshop#erstehilfeimsport',
      '/de/volkslauf',
      '/de/termin/sommerfest-2099-07-04',
    ]);
    expect(items.filter((item) => item.cancelled).map((item) => item.key)).toEqual([
      'event-e2',
      'workshop-second',
    ]);
    expect(items[4]!.target).toEqual({ kind: 'funrun', id: 'f1' });
  });

  it('leaves out a fun run that is over', () => {
    const items = dateItems(
      { events: [], workshops: [], funrun: funrunFixture('2098-06-13') },
      'en',
      TODAY,
    );
    expect(items).toEqual([]);
  });
});

describe('filterDates and byMonth', () => {
  it('keeps one department or one kind', () => {
    expect(filterDates(all(), { department: 'Turnen', kind: '' }).map((i) => i.key)).toEqual([
      'event-e2',
    ]);
    expect(filterDates(all(), { department: '', kind: 'workshop' })).toHaveLength(2);
    expect(filterDates(all(), { department: 'Turnen', kind: 'party' })).toEqual([]);
  });

  it('groups by month in order', () => {
    expect(byMonth(all()).map((g) => [g.month, g.items.length])).toEqual([
      ['2098-12', 1],
      ['2099-03', 3],
      ['2099-06', 1],
      ['2099-07', 1],
    ]);
  });
});
