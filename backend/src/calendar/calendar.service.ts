import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError } from '@/common/app-error';
import { PublicCache, type TextAnswer } from '@/common/public-cache';
import type { SnapshotSlot } from '@/courses/slot-places';
import type { CourseSnapshot } from '@/courses/course.mapper';
import type { WorkshopSnapshot } from '@/workshops/workshop.mapper';
import { WEEKDAYS } from '@/db/schema';
import { ClubService } from '@/club/club.service';
import { addDays, atVenue, berlinToday, venueOf, weekdayOf } from '@/schedule/schedule-rules';
import { EventsService } from '@/events/events.service';
import type { EventRow } from '@/events/events.repository';
import type { EventKind } from '@/db/schema';
import { CALENDAR_PREFIX, CALENDAR_SOURCES } from '@/calendar/calendar-cache';
import {
  PAST_SESSION_DAYS,
  contentDisposition,
  feedText,
  fileSlug,
  placeEvent,
  type FeedHead,
  type SlotEvent,
} from '@/calendar/calendar-feed';
import {
  CalendarRepository,
  type PublishedCourseRow,
  type PublishedRow,
  type VenueRow,
} from '@/calendar/calendar.repository';

/** The club's names: in descriptions, and short (without year and legal form) in titles and files. */
interface ClubNames {
  name: string;
  short: string;
}

/**
 * A slot of a published course or workshop, with what its event says about its owner; or a club
 * event as a slot on its date (`clubEvent`: its own UID, its last day, cancelled as a whole, no
 * training cancellations or venue closures: those are for trainings).
 */
interface SlotSource {
  slot: SnapshotSlot;
  summary: string;
  description: string;
  url: string;
  clubEvent?: { endDate: string | null; cancelled: boolean };
}

const EVENT_KIND_LABELS: Record<EventKind, string> = {
  assembly: 'Mitgliederversammlung',
  party: 'Fest',
  tournament: 'Turnier',
  other: 'Termin',
};

/**
 * The calendar feeds (RFC 5545): every published weekly time of a course is one recurring VEVENT,
 * every published session of a workshop one single VEVENT (for PAST_SESSION_DAYS after it), in
 * the feed of its course or workshop, its department, its venue and the club's. They show what
 * the public pages show; cancellations and venue closures take single trainings out (EXDATE) and
 * mark a session STATUS:CANCELLED.
 */
@Injectable()
export class CalendarService {
  private readonly base: string;
  private readonly host: string;
  /** The clock; tests set it to place anchors on a date of their choice. */
  now = () => new Date();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repo: CalendarRepository,
    private readonly clubs: ClubService,
    private readonly events: EventsService,
    cache: PublicCache,
  ) {
    this.base = config.publicUrl;
    this.host = new URL(config.publicUrl).host;
    cache.addDependentPrefix(CALENDAR_PREFIX, CALENDAR_SOURCES);
  }

  async club(): Promise<TextAnswer> {
    const club = await this.names();
    const [courses, workshops, events, venues] = await Promise.all([
      this.repo.publicCourses(),
      this.repo.publicWorkshops(),
      this.publicEvents(),
      this.repo.venues(),
    ]);
    return this.feed(
      {
        name: `${club.short} – Trainingszeiten`,
        description: `Alle Trainingszeiten, Workshops und Termine im ${club.name}`,
        path: 'club.ics',
        file: 'trainingszeiten',
      },
      [...this.courseSlots(courses), ...this.workshopSlots(workshops), ...this.eventSlots(events)],
      venues,
      club,
    );
  }

  /** The club's dates only (the Termine page's feed): its events and the workshops' sessions. */
  async dates(): Promise<TextAnswer> {
    const club = await this.names();
    const [workshops, events, venues] = await Promise.all([
      this.repo.publicWorkshops(),
      this.publicEvents(),
      this.repo.venues(),
    ]);
    return this.feed(
      {
        name: `${club.short} – Termine`,
        description: `Termine, Veranstaltungen und Workshops im ${club.name}`,
        path: 'termine.ics',
        file: 'termine',
      },
      [...this.workshopSlots(workshops), ...this.eventSlots(events)],
      venues,
      club,
    );
  }

  async course(id: string): Promise<TextAnswer> {
    const club = await this.names();
    const [courses, venues] = await Promise.all([
      this.repo.publicCourses({ courseId: id }),
      this.repo.venues(),
    ]);
    const course = courses[0];
    if (!course) throw AppError.notFound('Das Angebot wurde nicht gefunden.');
    const { title } = course.snapshot as CourseSnapshot;
    return this.feed(
      {
        name: `${title} – ${club.short}`,
        description: `Trainingszeiten von „${title}“ (${course.department.title}) im ${club.name}`,
        path: `course/${course.id}.ics`,
        file: title,
      },
      this.courseSlots(courses),
      venues,
      club,
    );
  }

  async workshop(id: string): Promise<TextAnswer> {
    const club = await this.names();
    const [workshops, venues] = await Promise.all([
      this.repo.publicWorkshops(id),
      this.repo.venues(),
    ]);
    const workshop = workshops[0];
    if (!workshop) throw AppError.notFound('Der Workshop wurde nicht gefunden.');
    const { title } = workshop.snapshot as WorkshopSnapshot;
    return this.feed(
      {
        name: `${title} – ${club.short}`,
        description: `Termine des Workshops „${title}“ im ${club.name}`,
        path: `workshop/${workshop.id}.ics`,
        file: title,
      },
      this.workshopSlots(workshops),
      venues,
      club,
    );
  }

  async department(id: string): Promise<TextAnswer> {
    const club = await this.names();
    const department = await this.repo.publicDepartment(id);
    if (!department) throw AppError.notFound('Die Abteilung wurde nicht gefunden.');
    const [courses, events, venues] = await Promise.all([
      this.repo.publicCourses({ departmentId: id }),
      this.publicEvents(),
      this.repo.venues(),
    ]);
    return this.feed(
      {
        name: `${department.title} – ${club.short}`,
        description: `Trainingszeiten und Termine der Abteilung ${department.title} im ${club.name}`,
        path: `department/${department.id}.ics`,
        file: department.title,
      },
      [
        ...this.courseSlots(courses),
        ...this.eventSlots(events.filter((e) => e.departmentId === department.id)),
      ],
      venues,
      club,
    );
  }

  async venue(id: string): Promise<TextAnswer> {
    const club = await this.names();
    const venues = await this.repo.venues();
    const venue = venues.find((v) => v.id === id.toLowerCase());
    if (!venue) throw AppError.notFound('Die Sportstätte wurde nicht gefunden.');
    const [courses, workshops, events] = await Promise.all([
      this.repo.publicCourses(),
      this.repo.publicWorkshops(),
      this.publicEvents(),
    ]);
    const slots = [
      ...this.courseSlots(courses),
      ...this.workshopSlots(workshops),
      ...this.eventSlots(events),
    ].filter((s) => atVenue(s.slot, venue));
    return this.feed(
      {
        name: `${venue.name} – ${club.short}`,
        description: `Alle Trainings und Workshops des ${club.name} in der Sportstätte ${venue.name}`,
        path: `venue/${venue.id}.ics`,
        file: venue.name,
      },
      slots,
      venues,
      club,
    );
  }

  private courseSlots(rows: PublishedCourseRow[]): SlotSource[] {
    return rows.flatMap((row) => {
      const course = row.snapshot as CourseSnapshot;
      const url = `${this.base}/de/abteilung/${encodeURIComponent(row.department.name)}#${encodeURIComponent(courseAnchorId(course.title))}`;
      const trainers = course.trainers.map((t) => t.name).join(', ');
      const description = [
        `Abteilung: ${row.department.title}`,
        ...(trainers ? [`Trainer: ${trainers}`] : []),
        url,
      ].join('\n');
      return course.times.map((slot) => ({ slot, summary: course.title, description, url }));
    });
  }

  /** The published sessions of these workshops, from PAST_SESSION_DAYS ago on. */
  private workshopSlots(rows: PublishedRow[]): SlotSource[] {
    const oldest = addDays(berlinToday(this.now()), -PAST_SESSION_DAYS);
    return rows.flatMap((row) => {
      const workshop = row.snapshot as WorkshopSnapshot;
      const url = `${this.base}/de/workshop#${encodeURIComponent(workshopAnchorId(workshop.title))}`;
      const description = ['Workshop', ...(workshop.info ? [workshop.info] : []), url].join('\n');
      // A time saved before sessions had dates names no day to put in a calendar.
      return workshop.times
        .filter((slot) => slot.date && slot.date >= oldest)
        .map((slot) => ({ slot, summary: workshop.title, description, url }));
    });
  }

  /** Public club events from PAST_SESSION_DAYS ago on (like workshop sessions). */
  private publicEvents(): Promise<EventRow[]> {
    return this.events.publicSince(addDays(berlinToday(this.now()), -PAST_SESSION_DAYS));
  }

  /** Each club event as one dated slot of its own page, cancelled ones too (STATUS:CANCELLED). */
  private eventSlots(rows: EventRow[]): SlotSource[] {
    return rows.map((row) => {
      const url = `${this.base}/de/termin/${row.slug}`;
      const description = [
        EVENT_KIND_LABELS[row.kind],
        ...(row.departmentName ? [`Abteilung: ${row.departmentName}`] : []),
        ...(row.cancelled ? [`Abgesagt${row.cancelNote ? `: ${row.cancelNote}` : ''}`] : []),
        ...(row.description ? [row.description] : []),
        ...(row.agenda.length
          ? ['Tagesordnung:', ...row.agenda.map((item, i) => `${i + 1}. ${item}`)]
          : []),
        url,
      ].join('\n');
      return {
        slot: {
          _id: row.id,
          day: weekdayOf(row.date),
          date: row.date,
          start: row.startTime,
          end: row.endTime ?? '',
          venue: row.locationId,
          location: row.venue?.name ?? row.place,
        },
        summary: row.title,
        description,
        url,
        clubEvent: { endDate: row.endDate, cancelled: row.cancelled },
      };
    });
  }

  /** The club's names from its settings (the feeds are cached; a change drops them). */
  private async names(): Promise<ClubNames> {
    const club = await this.clubs.publicClub();
    // Before the setup the site has no name of its own: the product's.
    const name = club.name || 'Vereinsheim';
    return { name, short: club.short_name || name.replace(/\s+\d{4}\b.*$/, '') };
  }

  /**
   * The feed of these slots: each becomes an event with its venue's address, its cancellations
   * and its venue's closures; what the feed says is recorded (SEQUENCE, anchor) before it is sent.
   */
  private async feed(
    head: { name: string; description: string; path: string; file: string },
    sources: SlotSource[],
    venues: VenueRow[],
    club: ClubNames,
  ): Promise<TextAnswer> {
    const trainings = sources.filter((s) => !s.clubEvent);
    const usedVenues = [...new Set(trainings.flatMap((s) => venueOf(s.slot, venues)?.id ?? []))];
    const [cancelled, closures] = await Promise.all([
      this.repo.cancellations(trainings.map((s) => s.slot._id)),
      this.repo.closures(usedVenues),
    ]);
    const events: SlotEvent[] = sortSources(sources).map((source) => {
      const { slot, summary, description, url, clubEvent } = source;
      const venue = venueOf(slot, venues);
      if (clubEvent) {
        return {
          uid: `event-${slot._id}@${this.host}`,
          summary,
          description,
          url,
          location: venue
            ? `${venue.name}, ${venue.address}, ${venue.postalCode} ${venue.city}`
            : slot.location,
          day: slot.day,
          date: slot.date!,
          start: slot.start,
          end: slot.end,
          endDate: clubEvent.endDate,
          cancelled: clubEvent.cancelled ? [slot.date!] : [],
          closures: [],
        };
      }
      return {
        uid: `slot-${slot._id}@${this.host}`,
        summary,
        description,
        url,
        location: venue
          ? `${venue.name}, ${venue.address}, ${venue.postalCode} ${venue.city}`
          : slot.location,
        day: slot.day,
        date: slot.date ?? null,
        start: slot.start,
        end: slot.end,
        cancelled: cancelled.get(slot._id) ?? [],
        closures: venue ? (closures.get(venue.id) ?? []) : [],
      };
    });

    const today = berlinToday(this.now());
    const uids = events.map((e) => e.uid);
    const known = await this.repo.eventStates(uids);
    const placed = events.map((e) => placeEvent(e, known.get(e.uid)?.anchor ?? today, today));
    await this.repo.recordEvents(
      placed.map((e) => ({ uid: e.uid, hash: e.hash, anchor: known.get(e.uid)?.anchor ?? today })),
    );
    const states = await this.repo.eventStates(uids);
    const feedHead: FeedHead = {
      name: head.name,
      description: head.description,
      source: `${this.base}/calendar/${head.path}`,
      prodId: `-//${club.name}//Vereinsheim Kalender//DE`,
    };
    const text = feedText(
      feedHead,
      placed.map((event) => ({ event, state: states.get(event.uid)! })),
    );
    const fileName = `${fileSlug(club.short)}-${fileSlug(head.file)}.ics`;
    return {
      text,
      headers: { 'content-disposition': contentDisposition(fileName) },
    };
  }
}

/** Events in a stable order: by title (German collation), date, weekday, start and slot id. */
function sortSources(sources: SlotSource[]): SlotSource[] {
  const order = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  return [...sources].sort(
    (a, b) =>
      a.summary.localeCompare(b.summary, 'de') ||
      (a.slot.date ?? '').localeCompare(b.slot.date ?? '') ||
      order(a.slot.day) - order(b.slot.day) ||
      a.slot.start.localeCompare(b.slot.start) ||
      a.slot._id.localeCompare(b.slot._id),
  );
}

/** The department page's section id of a course (frontend `courseAnchorId`). */
function courseAnchorId(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The workshops page's section id of a workshop (frontend `workshopAnchorId`). */
function workshopAnchorId(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '');
}
