import { FUNRUN, FUNRUN_TRACKS, funrunJsonLd, MEDAL_TRACKS } from '@/features/funrun/funrun';

describe('fun run 2025', () => {
  it('has the six tracks of the spec', () => {
    expect(FUNRUN_TRACKS).toHaveLength(6);
    expect(MEDAL_TRACKS).toEqual(['toddler', 'run1', 'run3']);
  });

  it('holds the event on Sunday 29 June 2025, the day after the Saturday bib pick-up', () => {
    const saturday = new Date(`${FUNRUN.bibPickupSaturday.date}T12:00:00Z`);
    const eventDay = new Date(`${FUNRUN.eventDay}T12:00:00Z`);
    expect(saturday.getUTCDay()).toBe(6);
    expect(eventDay.getUTCDay()).toBe(0);
    expect(eventDay.getTime() - saturday.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(new Date(`${FUNRUN.registrationUntil}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('describes the event as a schema.org SportsEvent at the club address', () => {
    const ld = funrunJsonLd('Volkslauf 2025', 'd');
    expect(ld['@type']).toBe('SportsEvent');
    expect(ld.startDate).toBe('2025-06-29T09:30:00+02:00');
    expect(ld.location.address.streetAddress).toBe('Turnerweg 12');
    expect(ld.organizer.name).toBe('TuS Musterstadt 1887 e.V.');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
  });
});
