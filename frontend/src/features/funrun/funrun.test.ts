import {
  FUNRUN,
  FUNRUN_TRACKS,
  funrunJsonLd,
  funrunPhase,
  MEDAL_TRACKS,
} from '@/features/funrun/funrun';
import { clubFixture } from '@/testing/fixtures';

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

  it('describes the event as a schema.org SportsEvent at the sports ground, with its fees', () => {
    const ld = funrunJsonLd(clubFixture(), 'Volkslauf 2025', 'd', '/de/volkslauf');
    expect(ld['@type']).toBe('SportsEvent');
    expect(ld.startDate).toBe('2025-06-29T09:30:00+02:00');
    expect(ld.location.name).toBe('Sportplatz an der Aue');
    expect(ld.location.address.streetAddress).toBe('Auenweg 20');
    // The organiser is the club of the settings.
    expect(ld.organizer.name).toBe('Turnverein Beispielstadt 1901 e.V.');
    expect(ld.organizer.address).toMatchObject({ streetAddress: 'Am Sportplatz 3' });
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.offers.map((o) => o.price)).toEqual([10, 8, 8, 5, 0, 0]);
    expect(ld.offers[0]!.validThrough).toBe('2025-06-23T23:59:59+02:00');
  });

  it('closes the registration after its day and calls the run over after its day, in German time', () => {
    expect(funrunPhase(Date.parse('2025-06-23T21:59:00Z'))).toBe('open');
    expect(funrunPhase(Date.parse('2025-06-23T22:00:00Z'))).toBe('late');
    expect(funrunPhase(Date.parse('2025-06-29T21:59:00Z'))).toBe('late');
    expect(funrunPhase(Date.parse('2025-06-29T22:00:00Z'))).toBe('over');
    expect(funrunPhase(Date.parse('2026-11-27T12:00:00Z'))).toBe('over');
  });
});
