import {
  berlinIso,
  formatDistance,
  formatEuros,
  funrunJsonLd,
  funrunPhase,
  lateClosesTime,
  longDate,
  noteLines,
} from '@/features/funrun/funrun';
import { clubFixture, funrunFixture } from '@/testing/fixtures';

const run = funrunFixture();

describe('fun run from its data', () => {
  it('closes registration after its day, late registration 15 minutes before the start, the run after its day, in German time', () => {
    expect(funrunPhase(run, Date.parse('2025-06-23T21:59:00Z'))).toBe('open');
    expect(funrunPhase(run, Date.parse('2025-06-23T22:00:00Z'))).toBe('late');
    expect(funrunPhase(run, Date.parse('2025-06-29T07:14:59Z'))).toBe('late');
    expect(funrunPhase(run, Date.parse('2025-06-29T07:15:00Z'))).toBe('closed');
    expect(funrunPhase(run, Date.parse('2025-06-29T21:59:00Z'))).toBe('closed');
    expect(funrunPhase(run, Date.parse('2025-06-29T22:00:00Z'))).toBe('over');
    expect(lateClosesTime(run)).toBe('09:15');
  });

  it('takes winter time into account', () => {
    expect(berlinIso('2026-01-10', '10:00')).toBe('2026-01-10T10:00:00+01:00');
    expect(berlinIso('2025-06-29', '09:30')).toBe('2025-06-29T09:30:00+02:00');
  });

  it('describes the event as a schema.org SportsEvent at its venue, by the club, with its fees', () => {
    const ld = funrunJsonLd(run, clubFixture(), 'de', {
      name: 'Volkslauf 2025',
      description: 'd',
      url: '/de/volkslauf',
    });
    expect(ld['@type']).toBe('SportsEvent');
    expect(ld.startDate).toBe('2025-06-29T09:30:00+02:00');
    expect(ld.location).toMatchObject({
      name: 'Stadion am Wald',
      address: { streetAddress: 'Waldweg 1', postalCode: '54321' },
    });
    expect(ld.organizer.name).toBe('Turnverein Beispielstadt 1901 e.V.');
    expect(ld.offers.map((o) => [o.name, o.price])).toEqual([
      ['10 km Lauf', 10],
      ['370 m Bambinilauf', 0],
    ]);
    expect(ld.offers[0]!.validThrough).toBe('2025-06-23T23:59:00+02:00');
    expect(
      funrunJsonLd({ ...run, venue: null }, clubFixture(), 'en', {
        name: 'n',
        description: 'd',
        url: '/en/volkslauf',
      }).location,
    ).toBeUndefined();
  });

  it('writes dates, distances and fees the club’s way in both languages', () => {
    expect(longDate('2025-06-23', 'de')).toBe('Montag, 23.06.2025');
    expect(longDate('2025-06-23', 'en')).toBe('Monday, 23.06.2025');
    expect(formatDistance(7500, 'de')).toBe('7,5 km');
    expect(formatDistance(370, 'en')).toBe('370 m');
    expect(formatEuros(8, 'de')).toBe('8\u00a0€');
    expect(formatEuros(8.5, 'de')).toBe('8,50\u00a0€');
    expect(formatEuros(10, 'en')).toBe('€10');
  });

  it('lists the notes one a line, in German where English is missing', () => {
    const notes = { ...run, notes_de: 'Eins\n\n Zwei ', notes_en: '' };
    expect(noteLines(notes, 'en')).toEqual(['Eins', 'Zwei']);
  });
});
