import { demoCourses } from '@/seed/demo-content';
import { demoLocations } from '@/seed/demo-locations';
import { dateIn, demoWorkshops } from '@/seed/demo-workshops';
import { timesOverlap } from '@/hall-plan/slot-overlap';
import { berlinToday, sameVenue } from '@/schedule/schedule-rules';

describe('the demo club’s hall plan', () => {
  // The workshops' sessions on the dates a seeding today gives them (past ones count too).
  const today = berlinToday();
  const slots = [
    ...demoCourses.flatMap((c) => c.times.map((time) => ({ ...time, title: c.title }))),
    ...demoWorkshops.flatMap((w) =>
      w.times.map(({ week, ...time }) => ({
        ...time,
        date: dateIn(week, time.day, today),
        title: w.title,
      })),
    ),
  ];

  it('has no two slots in one venue at the same time (a save of either would be refused)', () => {
    const clashes = slots.flatMap((a, i) =>
      slots
        .slice(i + 1)
        .filter((b) => sameVenue(a.location, b.location) && timesOverlap(a, b))
        .map((b) => `${a.title} / ${b.title} (${a.location}, ${a.day})`),
    );
    expect(clashes).toEqual([]);
  });

  it('holds every slot in one of its venues, so each shows in a week view', () => {
    const outside = slots.filter((s) => !demoLocations.some((v) => sameVenue(s.location, v.name)));
    expect(outside.map((s) => `${s.title}: ${s.location}`)).toEqual([]);
  });
});
