import type { FunrunTrack } from '@/db/schema';
import type { ClosedReason, RegistrationDateDto } from '@/registrations/dto/registrations.dto';
import type { OfferRow } from '@/registrations/registrations.repository';
import {
  berlinClock,
  minutesBefore,
  type FunrunFacts,
  type TargetFacts,
} from '@/registrations/registration-targets';

/** Below this age (in the year of the first date) a guardian's name and consent are needed. */
export const GUARDIAN_BELOW = 16;
/** The fun run's start numbers come in blocks of a thousand per track: at most 999 per track. */
export const FUNRUN_TRACK_PLACES = 999;

/**
 * The rules of a registration, pure (the service feeds them the offer, the target and the clock):
 * when it takes registrations, how many places a pool has, what a person pays.
 */

/** The last day one can register online: the run's own, the offer's, or none (until it starts). */
export function lastDay(offer: Pick<OfferRow, 'deadline'>, facts: TargetFacts): string | null {
  return facts.funrun ? facts.funrun.registrationUntil : offer.deadline;
}

/** Whether the first date has started (or all are over). */
function started(dates: readonly RegistrationDateDto[], now: Date): boolean {
  const first = dates[0];
  if (!first) return true;
  const clock = berlinClock(now);
  return first.date < clock.date || (first.date === clock.date && first.start <= clock.time);
}

/** Whether every date is over (its day has passed). */
export function over(dates: readonly RegistrationDateDto[], now: Date): boolean {
  const last = dates.at(-1);
  return !last || last.date < berlinClock(now).date;
}

/** Why the form takes no registrations now, or null when it does. */
export function closedReason(
  offer: Pick<OfferRow, 'open' | 'deadline'>,
  facts: TargetFacts,
  now: Date = new Date(),
): ClosedReason | null {
  if (facts.cancelled) return 'cancelled';
  if (!offer.open) return 'not_open';
  if (over(facts.dates, now) || started(facts.dates, now)) return 'over';
  const until = lastDay(offer, facts);
  if (until !== null && berlinClock(now).date > until) return 'deadline';
  return null;
}

/**
 * Spec section 2: late registration on site during the bib pick-up hours before the day, and on
 * the day from its first pick-up until `late_closes_minutes` before the start.
 */
export function lateWindowOpen(run: FunrunFacts, now: Date = new Date()): boolean {
  const clock = berlinClock(now);
  if (clock.date > run.date) return false;
  if (clock.date === run.date) {
    const opens = run.bibPickups
      .filter((slot) => slot.date === run.date)
      .reduce((earliest, slot) => (slot.from < earliest ? slot.from : earliest), '23:59');
    const from = run.bibPickups.some((slot) => slot.date === run.date) ? opens : '00:00';
    return from <= clock.time && clock.time < minutesBefore(run.startTime, run.lateClosesMinutes);
  }
  return run.bibPickups.some(
    (slot) => slot.date === clock.date && slot.from <= clock.time && clock.time < slot.to,
  );
}

/** The on-site windows as dates (for the public page): pick-ups, the day's until the cut-off. */
export function lateWindows(run: FunrunFacts, location: string): RegistrationDateDto[] {
  return run.bibPickups.map((slot) => ({
    date: slot.date,
    start: slot.from,
    end: slot.date === run.date ? minutesBefore(run.startTime, run.lateClosesMinutes) : slot.to,
    location,
  }));
}

/** Places of one pool: the offer's (per track for the run); null: no limit. */
export function placesOf(offer: Pick<OfferRow, 'places'>, facts: TargetFacts): number | null {
  if (facts.funrun) return Math.min(offer.places ?? FUNRUN_TRACK_PLACES, FUNRUN_TRACK_PLACES);
  return offer.places;
}

/** What a person pays: the offer's fee, or the track's (plus the late fee on site). */
export function feeOf(
  offer: Pick<OfferRow, 'feeCents'>,
  facts: TargetFacts,
  track: number | null,
  late = false,
): number {
  if (!facts.funrun) return offer.feeCents;
  const base = facts.tracks[track ?? -1]?.fee_cents ?? 0;
  return base + (late ? facts.funrun.lateFeeCents : 0);
}

/** The age a person reaches in the year of the first date. */
export function ageIn(birthYear: number, facts: TargetFacts): number {
  const year = Number((facts.dates[0]?.date ?? berlinClock().date).slice(0, 4));
  return year - birthYear;
}

export function trackName(tracks: readonly FunrunTrack[], track: number | null, lang: 'de' | 'en') {
  if (track === null) return null;
  const found = tracks[track];
  return found ? (lang === 'de' ? found.name_de : found.name_en) : null;
}

/** „15,00 €" / "€15.00" */
export function euros(cents: number, lang: 'de' | 'en'): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

const WEEKDAYS = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** „Samstag, 12.12.2026, 09:00–16:00, Vereinsheim; …" in the mail's language. */
export function whenText(dates: readonly RegistrationDateDto[], lang: 'de' | 'en'): string {
  return dates
    .map((d) => {
      const [y, m, day] = d.date.split('-');
      const weekday = WEEKDAYS[lang][new Date(`${d.date}T12:00:00Z`).getUTCDay()]!;
      const date = lang === 'de' ? `${weekday}, ${day}.${m}.${y}` : `${weekday}, ${y}-${m}-${day}`;
      // A multi-day event's last day has no start of its own: „bis 18:00 Uhr“.
      const time = !d.start
        ? d.end && (lang === 'de' ? `bis ${d.end} Uhr` : `until ${d.end}`)
        : d.end
          ? `${d.start}–${d.end}`
          : lang === 'de'
            ? `${d.start} Uhr`
            : d.start;
      return [date, time, d.location].filter(Boolean).join(', ');
    })
    .join('; ');
}
