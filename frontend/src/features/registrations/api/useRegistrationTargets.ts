import { api } from '@/api/typed';
import { usePermission } from '@/auth/usePermission';
import type { RegistrationKind, RegistrationOffer } from '@/features/registrations/offline';
import { useReferenceList, type ReferenceList } from '@/offline/references';

/** A workshop, fun run or club event one manages, with its registration as far as it is saved. */
export interface RegistrationTargetSummary {
  kind: RegistrationKind;
  target: string;
  /** The workshop's or event's title; null for a fun run (named by its year). */
  title: string | null;
  year: number | null;
  /** Its dates (a workshop's sessions, the run's day, the event's days), earliest first. */
  dates: string[];
  /** Whether an offer is saved (else it takes no registrations yet). */
  saved: boolean;
  open: boolean;
  places: number | null;
  confirmed: number;
  waiting: number;
}

const keyOf = (kind: RegistrationKind, target: string) => `${kind}:${target}`;

/**
 * The targets as one list: the workshops (with `workshops:manage`), fun runs (with
 * `club:manage`) and club events (with `events:manage`; the server lists those one edits), each
 * with its saved offer's counts. The server decides who may see what; the permissions only spare
 * calls that would be refused.
 */
async function loadTargets(may: {
  workshops: boolean;
  funruns: boolean;
  events: boolean;
}): Promise<RegistrationTargetSummary[]> {
  const [workshops, funruns, events, offers] = await Promise.all([
    may.workshops ? api.get('/api/workshops').then((e) => e.data ?? []) : Promise.resolve([]),
    may.funruns ? api.get('/api/funruns').then((e) => e.data ?? []) : Promise.resolve([]),
    may.events ? api.get('/api/events').then((e) => e.data ?? []) : Promise.resolve([]),
    api.get('/api/registration-offers').then((e) => e.data ?? []),
  ]);
  const offerOf = new Map<string, RegistrationOffer>(
    offers.map((offer) => [keyOf(offer.kind, offer.target), offer]),
  );
  const summary = (
    kind: RegistrationKind,
    target: string,
    facts: Pick<RegistrationTargetSummary, 'title' | 'year' | 'dates'>,
  ): RegistrationTargetSummary => {
    const offer = offerOf.get(keyOf(kind, target));
    return {
      kind,
      target,
      ...facts,
      saved: Boolean(offer && offer.version > 0),
      open: offer?.open ?? false,
      places: offer?.places ?? null,
      confirmed: offer?.confirmed ?? 0,
      waiting: offer?.waiting ?? 0,
    };
  };
  return [
    ...workshops.map((workshop) =>
      summary('workshop', workshop._id, {
        title: workshop.title,
        year: null,
        dates: workshop.times
          .map((time) => time.date)
          .filter((date): date is string => Boolean(date))
          .sort(),
      }),
    ),
    ...funruns.map((run) =>
      summary('funrun', run._id, { title: null, year: run.year, dates: [run.date] }),
    ),
    // Only a published event takes registrations (a draft's page is nobody's yet).
    ...events
      .filter((event) => event.published)
      .map((event) =>
        summary('event', event._id, {
          title: event.title,
          year: null,
          dates: event.end_date ? [event.date, event.end_date] : [event.date],
        }),
      ),
  ];
}

/**
 * The list of targets, kept on the device (the organiser opens the day's list at the venue
 * without signal): fetched when possible, read from IndexedDB otherwise.
 */
export function useRegistrationTargets(): ReferenceList<RegistrationTargetSummary> {
  const workshops = usePermission('workshops:manage');
  const funruns = usePermission('club:manage');
  const events = usePermission('events:manage');
  return useReferenceList(
    `registration-targets:${Number(workshops)}${Number(funruns)}${Number(events)}`,
    () => loadTargets({ workshops, funruns, events }),
  );
}

/**
 * Soonest first: the targets still to come by their next date, then those that are over (the
 * latest first), then those without a date.
 */
export function sortTargets(
  targets: readonly RegistrationTargetSummary[],
  today: string,
): RegistrationTargetSummary[] {
  const next = (t: RegistrationTargetSummary) => t.dates.find((date) => date >= today);
  const last = (t: RegistrationTargetSummary) => t.dates.at(-1);
  const rank = (t: RegistrationTargetSummary) => (next(t) ? 0 : last(t) ? 1 : 2);
  return [...targets].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return next(a)!.localeCompare(next(b)!);
    if (rank(a) === 1) return last(b)!.localeCompare(last(a)!);
    return (a.title ?? '').localeCompare(b.title ?? '', 'de');
  });
}
