import type { PublicEvent, PublicFunrunOverview, PublicWorkshop } from '@/api/publicQueries';
import type { components } from '@/api/generated/schema';
import { splitSessions } from '@/components/format/sessionDate';
import { workshopAnchorId } from '@/features/departments';

export type EventKind = components['schemas']['EventKind'];

/** What a date is, as the page's filter names it: a club event's kind, a workshop, the run. */
export const DATE_KINDS = [
  'assembly',
  'party',
  'tournament',
  'other',
  'workshop',
  'funrun',
] as const;
export type DateKind = (typeof DATE_KINDS)[number];
export const isDateKind = (value: string | null | undefined): value is DateKind =>
  DATE_KINDS.includes(value as DateKind);

/** One coming date of the club as the Termine page lists it. */
export interface DateItem {
  key: string;
  kind: DateKind;
  title: string;
  /** The first day and, for several days, the last (null: one day). */
  date: string;
  endDate: string | null;
  start: string;
  /** '' when it has no end time. */
  end: string;
  place: string;
  /** The department (its URL name and title); null: the club's (workshops and the run too). */
  department: { _id: string; name: string; title: string } | null;
  cancelled: boolean;
  /** Where the date is described: its own page, the workshop's section, the fun-run page. */
  href: string;
  /** What a registration is for (its offer's kind and target), when it may take one. */
  target: { kind: 'workshop' | 'funrun' | 'event'; id: string };
}

/**
 * Every coming date of the club in one list, soonest first (then by start and title): the
 * events not over yet (cancelled ones stay, marked), each coming session of a workshop, and the
 * coming fun run. `today` is the Berlin day the list is for.
 */
export function dateItems(
  sources: {
    events: readonly PublicEvent[];
    workshops: readonly PublicWorkshop[];
    funrun: PublicFunrunOverview | null | undefined;
  },
  lang: string,
  today: string,
): DateItem[] {
  const events: DateItem[] = sources.events
    .filter((event) => (event.end_date ?? event.date) >= today)
    .map((event) => ({
      key: `event-${event._id}`,
      kind: event.kind,
      title: event.title,
      date: event.date,
      endDate: event.end_date,
      start: event.start_time,
      end: event.end_time ?? '',
      place: event.place,
      department: event.department,
      cancelled: event.cancelled,
      href: `/${lang}/termin/${event.slug}`,
      target: { kind: 'event', id: event._id },
    }));
  const sessions: DateItem[] = sources.workshops.flatMap((workshop) =>
    splitSessions(workshop.times, today).coming.map((slot) => ({
      key: `workshop-${slot._id}`,
      kind: 'workshop' as const,
      title: workshop.title,
      date: slot.date ?? '',
      endDate: null,
      start: slot.start,
      end: slot.end,
      place: slot.location,
      department: null,
      cancelled: workshop.cancellations.some(
        (c) => c.slot === slot._id && c.from <= (slot.date ?? '') && (slot.date ?? '') <= c.to,
      ),
      href: `/${lang}/workshop#${workshopAnchorId(workshop.title)}`,
      target: { kind: 'workshop' as const, id: workshop._id },
    })),
  );
  const run = sources.funrun?.current;
  const runs: DateItem[] =
    run && run.date >= today
      ? [
          {
            key: `funrun-${run._id}`,
            kind: 'funrun',
            title: lang === 'de' ? `Volkslauf ${run.year}` : `Fun run ${run.year}`,
            date: run.date,
            endDate: null,
            start: run.start_time,
            end: '',
            place: run.venue?.name ?? '',
            department: null,
            cancelled: false,
            href: `/${lang}/volkslauf`,
            target: { kind: 'funrun', id: run._id },
          },
        ]
      : [];
  return [...events, ...sessions, ...runs].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start.localeCompare(b.start) ||
      a.title.localeCompare(b.title, 'de'),
  );
}

/** The filter of the page's address: a department by its URL name, a kind; '' for all. */
export interface DatesFilter {
  department: string;
  kind: DateKind | '';
}

export function filterDates(items: readonly DateItem[], filter: DatesFilter): DateItem[] {
  return items.filter(
    (item) =>
      (!filter.department || item.department?.name === filter.department) &&
      (!filter.kind || item.kind === filter.kind),
  );
}

/** The dates grouped by month ("2027-03"), in order. */
export function byMonth(items: readonly DateItem[]): { month: string; items: DateItem[] }[] {
  const groups: { month: string; items: DateItem[] }[] = [];
  for (const item of items) {
    const month = item.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}
