import type { HallPlanSlot } from '@/api/publicQueries';
import { publicPlanEntries, venuePlanPath } from '@/features/venues/hallPlan';

const slot = (over: Partial<HallPlanSlot>): HallPlanSlot => ({
  _id: 't1',
  day: 'Montag',
  date: null,
  start: '15:30',
  end: '16:30',
  kind: 'course',
  id: 'c1',
  title: 'Kinderturnen Minis',
  department: { name: 'Turnen', title: 'Turnen & Gymnastik' },
  ...over,
});

describe('the public hall plan', () => {
  it('links a course to its section on its department page (docs/public-pages.md anchors)', () => {
    expect(publicPlanEntries([slot({})], 'de', 'Workshop')).toEqual([
      {
        key: 't1',
        day: 'Montag',
        start: '15:30',
        end: '16:30',
        title: 'Kinderturnen Minis',
        to: '/de/abteilung/Turnen#kinderturnen-minis',
        detail: 'Turnen & Gymnastik',
      },
    ]);
    const spaced = slot({ department: { name: 'Yoga & Meditation', title: 'Yoga' } });
    expect(publicPlanEntries([spaced], 'en', 'Workshop')[0]!.to).toBe(
      '/en/abteilung/Yoga%20%26%20Meditation#kinderturnen-minis',
    );
  });

  it('links a workshop to its section on the workshops page', () => {
    const workshop = slot({ kind: 'workshop', title: 'Erste Hilfe im Sport', department: null });
    expect(publicPlanEntries([workshop], 'de', 'Workshop')[0]).toMatchObject({
      to: '/de/workshop#erstehilfeimsport',
      detail: 'Workshop',
      workshop: true,
    });
  });

  it('says a workshop’s session is on its date only', () => {
    const session = slot({
      kind: 'workshop',
      day: 'Samstag',
      date: '2027-03-13',
      department: null,
    });
    const onlyOn = (date: string) => `nur am ${date}`;
    expect(publicPlanEntries([session], 'de', 'Workshop', onlyOn)[0]).toMatchObject({
      day: 'Samstag',
      dateLabel: 'nur am 2027-03-13',
    });
    expect(publicPlanEntries([slot({})], 'de', 'Workshop', onlyOn)[0]).not.toHaveProperty(
      'dateLabel',
    );
  });

  it('has one page per venue', () => {
    expect(venuePlanPath('en', 'v1')).toBe('/en/sportstaetten/v1');
  });
});
