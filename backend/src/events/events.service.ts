import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { slugBase } from '@/common/slug';
import { PUBLIC_DEPARTMENTS_KEY, PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { addDays, berlinToday, SCHEDULE_CACHE_SOURCE } from '@/schedule/schedule-rules';
import { EventsPolicy } from '@/events/events.policy';
import { EventsRepository, type EventRow, type EventValues } from '@/events/events.repository';
import { mapEvent, mapStaffEvent } from '@/events/event.mapper';
import type { CreateEventDto, EventDto, EventStaffDto } from '@/events/dto/event.dto';

/** Every public events key starts so (the list of coming ones and one per slug). */
export const PUBLIC_EVENTS_PREFIX = 'public:events:';
export const PUBLIC_EVENTS_LIST_KEY = `${PUBLIC_EVENTS_PREFIX}list`;
export const publicEventKey = (slug: string) => `${PUBLIC_EVENTS_PREFIX}slug:${slug}`;

/** A general assembly's notice when the editor gives none: two weeks, as most statutes say. */
export const DEFAULT_NOTICE_DAYS = 14;

const NOT_FOUND = 'Der Termin wurde nicht gefunden.';

/** The whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

function invalid(details: Record<string, string>): AppError {
  return new AppError(
    ErrorCode.ValidationFailed,
    'Bitte prüfe die markierten Angaben zum Termin.',
    {
      details,
    },
  );
}

/**
 * The club's own dates (issue 37): general assembly, summer party, tournament. Saved and
 * published by whoever may edit them (like news, no request: a date is an announcement), public
 * once published, cancelled ones stay public as cancelled. An assembly's invitation keeps the
 * notice period of the statutes: it cannot be announced, or moved, closer to its date than that.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
  ) {
    // Pages name the venue and the department; a day passing moves the list on.
    cache.addDependentPrefix(PUBLIC_EVENTS_PREFIX, [
      PUBLIC_LOCATIONS_KEY,
      PUBLIC_DEPARTMENTS_KEY,
      PUBLIC_DEPARTMENT_PREFIX,
      SCHEDULE_CACHE_SOURCE,
    ]);
  }

  /** The events the user edits, soonest first. */
  async list(user: AuthUser): Promise<EventStaffDto[]> {
    const scope = EventsPolicy.scopeFor(user);
    if (!scope.all && !scope.departmentId) return [];
    const rows = await this.repo.list(scope.all ? undefined : scope.departmentId!);
    return rows.map(mapStaffEvent);
  }

  /** Public events that are not over (cancelled ones too), soonest first. */
  async publicList(now = new Date()): Promise<EventDto[]> {
    return (await this.repo.publicFrom(berlinToday(now))).map(mapEvent);
  }

  /** Public events not over before `from` (the calendar feeds keep a year's past). */
  publicSince(from: string): Promise<EventRow[]> {
    return this.repo.publicFrom(from);
  }

  async publicBySlug(slug: string): Promise<EventDto> {
    const row = await this.repo.publicBySlug(slug);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return mapEvent(row);
  }

  /** The public event (registrations read it), or null. */
  async publicRow(id: string): Promise<EventRow | null> {
    return this.repo.publicById(id);
  }

  /** The staff's title of an event that exists (a draft too), or null. */
  async titleOf(id: string): Promise<string | null> {
    return (await this.repo.findById(id))?.title ?? null;
  }

  /** The event if the user edits it (registrations ask), else null. */
  async editable(user: AuthUser, id: string): Promise<EventRow | null> {
    const row = await this.repo.findById(id);
    return row && EventsPolicy.canEdit(user, row.departmentId) ? row : null;
  }

  async create(user: AuthUser, dto: CreateEventDto, now = new Date()): Promise<EventStaffDto> {
    const values = await this.toValues(user, dto, null, now);
    const base = `${slugBase(values.title, 'termin', 60)}-${dto.date}`;
    const taken = await this.repo.slugsLike(base);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const id = await this.repo.insert({ ...values, id: dto._id, slug, createdBy: user.id });
    this.changed();
    return mapStaffEvent((await this.repo.findById(id))!);
  }

  async update(
    user: AuthUser,
    id: string,
    dto: CreateEventDto,
    version: number,
    now = new Date(),
  ): Promise<EventStaffDto> {
    const current = await this.editableOr404(user, id);
    const values = await this.toValues(user, dto, current, now);
    const done = await this.repo.updateVersioned(id, version, values);
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    if (!done) {
      throw AppError.versionConflict(
        'Der Termin wurde inzwischen von jemand anderem geändert.',
        mapStaffEvent(row),
      );
    }
    if (row.cancelled !== current.cancelled) {
      await this.audit.record({
        action: row.cancelled ? 'event.cancelled' : 'event.reinstated',
        actor: user,
        entityType: 'event',
        entityId: id,
        details: { title: row.title, date: row.date },
      });
    }
    this.changed();
    return mapStaffEvent(row);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    await this.editableOr404(user, id);
    const row = await this.repo.delete(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'event',
      entityId: id,
      details: { title: row.title, date: row.date },
    });
    this.changed();
  }

  private changed(): void {
    this.cache.invalidatePrefix(PUBLIC_EVENTS_PREFIX);
  }

  /** A missing event and one of another department answer the same 404. */
  private async editableOr404(user: AuthUser, id: string): Promise<EventRow> {
    const row = await this.editable(user, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /**
   * The rules a form cannot hold alone: whose event it may be, the end after the start, a venue
   * that exists, and an assembly's notice period from the day it is (or was) announced.
   */
  private async toValues(
    user: AuthUser,
    dto: CreateEventDto,
    current: EventRow | null,
    now: Date,
  ): Promise<EventValues> {
    const problems: Record<string, string> = {};
    const scope = EventsPolicy.scopeFor(user);
    // Left out: the user's own department (the whole club for admin and owner); null: the club.
    const departmentId =
      dto.department_id === undefined ? (scope.all ? null : scope.departmentId) : dto.department_id;
    if (!EventsPolicy.canEdit(user, departmentId)) {
      // Admin and owner may choose any department or the club; only department staff get here.
      problems.department_id = 'Du kannst nur Termine deiner Abteilung anlegen.';
    } else if (departmentId && !(await this.repo.departmentExists(departmentId))) {
      problems.department_id = 'Diese Abteilung gibt es nicht (mehr).';
    }
    const endDate = dto.end_date && dto.end_date !== dto.date ? dto.end_date : null;
    if (endDate && endDate < dto.date) {
      problems.end_date = 'Der letzte Tag darf nicht vor dem ersten liegen.';
    } else if (endDate && daysBetween(dto.date, endDate) > 31) {
      problems.end_date = 'Ein Termin dauert höchstens einen Monat.';
    }
    if (!endDate && dto.end_time && dto.end_time <= dto.start_time) {
      problems.end_time = 'Das Ende muss nach dem Beginn liegen.';
    }
    let place = stripTags(dto.place ?? '').trim();
    if (dto.location_id) {
      const name = await this.repo.locationName(dto.location_id);
      if (name === null) problems.location_id = 'Diese Sportstätte gibt es nicht (mehr).';
      else place = name;
    }
    const assembly = dto.kind === 'assembly';
    const noticeDays = assembly ? (dto.notice_days ?? DEFAULT_NOTICE_DAYS) : null;
    const today = berlinToday(now);
    // The invitation's day: the first publication; a draft has none yet.
    const announcedOn = current?.announcedOn ?? (dto.published ? today : null);
    if (assembly && noticeDays !== null && announcedOn && !dto.cancelled) {
      const changedDate = !current || current.date !== dto.date || !current.published;
      if (changedDate && daysBetween(announcedOn, dto.date) < noticeDays) {
        const earliest = addDays(announcedOn, noticeDays);
        const [y, m, d] = earliest.split('-');
        problems.date =
          `Die Satzung verlangt eine Einladung mindestens ${noticeDays} Tage vorher: ` +
          `angekündigt am ${announcedOn.split('-').reverse().join('.')}, ` +
          `findet die Versammlung frühestens am ${d}.${m}.${y} statt.`;
      }
    }
    if (Object.keys(problems).length) throw invalid(problems);
    const plain = (text: string | undefined) => stripTags(text ?? '').trim();
    return {
      kind: dto.kind,
      departmentId,
      title: plain(dto.title),
      description: plain(dto.description),
      date: dto.date,
      startTime: dto.start_time,
      endDate,
      endTime: dto.end_time || null,
      locationId: dto.location_id ?? null,
      place,
      agenda: assembly ? (dto.agenda ?? []).map(plain).filter(Boolean) : [],
      noticeDays,
      published: dto.published,
      announcedOn,
      cancelled: dto.cancelled,
      cancelNote: dto.cancelled ? plain(dto.cancel_note) : '',
      updatedBy: user.id,
    };
  }
}
