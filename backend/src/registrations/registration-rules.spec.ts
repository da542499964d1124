import type { OfferRow } from '@/registrations/registrations.repository';
import {
  closedReason,
  feeOf,
  lateWindowOpen,
  lateWindows,
  placesOf,
  whenText,
} from '@/registrations/registration-rules';
import type { FunrunFacts, TargetFacts } from '@/registrations/registration-targets';

/** An instant given as Berlin wall-clock time in winter (UTC+1) or summer (UTC+2). */
const berlin = (local: string, offset = '+02:00') => new Date(`${local}:00${offset}`);

const run: FunrunFacts = {
  date: '2027-06-27',
  startTime: '09:30',
  registrationUntil: '2027-06-21',
  bibPickups: [
    { date: '2027-06-26', from: '14:00', to: '16:00' },
    { date: '2027-06-27', from: '08:00', to: '09:15' },
  ],
  lateClosesMinutes: 15,
  lateFeeCents: 200,
};
const runFacts: TargetFacts = {
  kind: 'funrun',
  id: 'run',
  title: 'Lauf',
  dates: [{ date: run.date, start: run.startTime, end: '', location: 'Sportplatz' }],
  tracks: [
    {
      name_de: '5 km',
      name_en: '5 km',
      distance_m: 5000,
      start_time: '09:30',
      fee_cents: 600,
      medal: false,
      age_group: null,
    },
  ],
  funrun: run,
  cancelled: false,
  slug: null,
};
const workshopFacts: TargetFacts = {
  kind: 'workshop',
  id: 'ws',
  title: 'Erste Hilfe',
  dates: [
    { date: '2027-03-04', start: '18:00', end: '21:00', location: 'Raum 1' },
    { date: '2027-03-11', start: '18:00', end: '21:00', location: 'Raum 1' },
  ],
  tracks: [],
  funrun: null,
  cancelled: false,
  slug: null,
};
const partyFacts: TargetFacts = {
  kind: 'event',
  id: 'party',
  title: 'Zeltlager',
  dates: [
    { date: '2027-07-03', start: '14:00', end: '', location: 'Sportplatz' },
    { date: '2027-07-04', start: '', end: '12:00', location: 'Sportplatz' },
  ],
  tracks: [],
  funrun: null,
  cancelled: false,
  slug: null,
};
const offer = (values: Partial<OfferRow> = {}) =>
  ({ open: true, deadline: null, places: 10, feeCents: 1500, ...values }) as OfferRow;

describe('registration rules', () => {
  it('takes registrations while open, before the deadline and before the first date starts', () => {
    expect(
      closedReason(offer({ open: false }), workshopFacts, berlin('2027-03-01T10:00', '+01:00')),
    ).toBe('not_open');
    expect(closedReason(offer(), workshopFacts, berlin('2027-03-04T17:59', '+01:00'))).toBeNull();
    // A course of three evenings cannot be joined once its first evening has begun.
    expect(closedReason(offer(), workshopFacts, berlin('2027-03-04T18:00', '+01:00'))).toBe('over');
    expect(
      closedReason(
        offer({ deadline: '2027-03-01' }),
        workshopFacts,
        berlin('2027-03-01T23:59', '+01:00'),
      ),
    ).toBeNull();
    expect(
      closedReason(
        offer({ deadline: '2027-03-01' }),
        workshopFacts,
        berlin('2027-03-02T00:00', '+01:00'),
      ),
    ).toBe('deadline');
    // The run's last online day is its own, whatever the offer says.
    expect(
      closedReason(offer({ deadline: '2027-01-01' }), runFacts, berlin('2027-06-21T20:00')),
    ).toBeNull();
    expect(closedReason(offer(), runFacts, berlin('2027-06-22T08:00'))).toBe('deadline');
    // A cancelled event says so, before anything else.
    expect(
      closedReason(offer(), { ...partyFacts, cancelled: true }, berlin('2027-06-01T08:00')),
    ).toBe('cancelled');
    expect(closedReason(offer(), partyFacts, berlin('2027-06-01T08:00'))).toBeNull();
  });

  it('takes late registrations in the pick-up hours and on the day until the cut-off before the start', () => {
    expect(lateWindowOpen(run, berlin('2027-06-26T13:59'))).toBe(false);
    expect(lateWindowOpen(run, berlin('2027-06-26T14:00'))).toBe(true);
    expect(lateWindowOpen(run, berlin('2027-06-26T16:00'))).toBe(false);
    expect(lateWindowOpen(run, berlin('2027-06-27T07:59'))).toBe(false);
    expect(lateWindowOpen(run, berlin('2027-06-27T08:00'))).toBe(true);
    expect(lateWindowOpen(run, berlin('2027-06-27T09:14'))).toBe(true);
    expect(lateWindowOpen(run, berlin('2027-06-27T09:15'))).toBe(false);
    expect(lateWindowOpen(run, berlin('2027-06-28T08:30'))).toBe(false);
    expect(lateWindows(run, 'Sportplatz').map((w) => [w.date, w.start, w.end])).toEqual([
      ['2027-06-26', '14:00', '16:00'],
      ['2027-06-27', '08:00', '09:15'],
    ]);
  });

  it("charges the offer's fee, or the track's plus the late fee on site", () => {
    expect(feeOf(offer(), workshopFacts, null)).toBe(1500);
    expect(feeOf(offer(), runFacts, 0)).toBe(600);
    expect(feeOf(offer(), runFacts, 0, true)).toBe(800);
    expect(placesOf(offer({ places: null }), workshopFacts)).toBeNull();
    // The run's start numbers come in blocks of a thousand per track.
    expect(placesOf(offer({ places: null }), runFacts)).toBe(999);
  });

  it('writes the dates as a mail says them, in its language', () => {
    expect(whenText(workshopFacts.dates, 'de')).toBe(
      'Donnerstag, 04.03.2027, 18:00–21:00, Raum 1; Donnerstag, 11.03.2027, 18:00–21:00, Raum 1',
    );
    expect(whenText(runFacts.dates, 'en')).toBe('Sunday, 2027-06-27, 09:30, Sportplatz');
    // A multi-day event: its start, then until when on its last day.
    expect(whenText(partyFacts.dates, 'de')).toBe(
      'Samstag, 03.07.2027, 14:00 Uhr, Sportplatz; Sonntag, 04.07.2027, bis 12:00 Uhr, Sportplatz',
    );
  });
});
