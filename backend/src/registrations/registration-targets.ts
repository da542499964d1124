import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { hasPermission, Permission } from '@/auth/permissions';
import type { FunrunSlot, FunrunTrack, RegistrationTarget } from '@/db/schema';
import { EventsService } from '@/events/events.service';
import { FunrunsRepository } from '@/funruns/funruns.repository';
import type { RegistrationDateDto } from '@/registrations/dto/registrations.dto';
import { WorkshopsRepository } from '@/workshops/workshops.repository';
import { WorkshopsService } from '@/workshops/workshops.service';

/** The fun run's facts its registration needs. */
export interface FunrunFacts {
  date: string;
  startTime: string;
  registrationUntil: string;
  bibPickups: FunrunSlot[];
  lateClosesMinutes: number;
  lateFeeCents: number;
}

/** What a registration is for, as the public sees it. */
export interface TargetFacts {
  kind: RegistrationTarget;
  id: string;
  title: string;
  /** Sorted by date and start; a workshop's sessions, the run's start. */
  dates: RegistrationDateDto[];
  tracks: FunrunTrack[];
  funrun: FunrunFacts | null;
  /** A cancelled event takes no registrations. */
  cancelled: boolean;
  /** An event's slug (its public page). */
  slug: string | null;
}

/**
 * Who manages a target's registrations: the workshop team, the club's facts for the fun run,
 * whoever edits the event (its row rule decides further).
 */
const MANAGED_BY: Record<RegistrationTarget, Permission> = {
  workshop: Permission.WorkshopsManage,
  funrun: Permission.ClubManage,
  event: Permission.EventsManage,
};

/** The Berlin date and wall-clock time of an instant. */
export function berlinClock(now: Date = new Date()): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** HH:mm minus minutes (the same day; clamps at 00:00). */
export function minutesBefore(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.max(h * 60 + m - minutes, 0);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The workshops, fun runs and club events registrations are for: a workshop as published (only
 * a published, unblocked workshop takes registrations; its sessions with dates), a fun run as
 * saved (it is public once saved), an event once published (a cancelled one stays, closed).
 */
@Injectable()
export class RegistrationTargets {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly workshopRows: WorkshopsRepository,
    private readonly funruns: FunrunsRepository,
    private readonly events: EventsService,
  ) {}

  /** Whether the user manages the registrations of this target (a missing event: no). */
  async canManage(user: AuthUser, kind: RegistrationTarget, id: string): Promise<boolean> {
    if (!hasPermission(user.roles, MANAGED_BY[kind])) return false;
    if (kind === 'event') return (await this.events.editable(user, id)) !== null;
    return true;
  }

  /** The public facts, or null when the target is not public (or gone). */
  async facts(kind: RegistrationTarget, id: string): Promise<TargetFacts | null> {
    if (kind === 'workshop') {
      const workshop = (await this.workshops.publicList()).find((w) => w._id === id);
      if (!workshop) return null;
      const dates = workshop.times
        .filter((t): t is typeof t & { date: string } => t.date !== null)
        .map((t) => ({ date: t.date, start: t.start, end: t.end, location: t.location }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
      return {
        kind,
        id,
        title: workshop.title,
        dates,
        tracks: [],
        funrun: null,
        cancelled: false,
        slug: null,
      };
    }
    if (kind === 'event') {
      const event = await this.events.publicRow(id);
      if (!event) return null;
      const location = event.venue?.name ?? event.place;
      const dates = [
        {
          date: event.date,
          start: event.startTime,
          end: event.endDate ? '' : (event.endTime ?? ''),
          location,
        },
      ];
      // A multi-day event is over after its last day (and its registrations kept until then).
      if (event.endDate)
        dates.push({ date: event.endDate, start: '', end: event.endTime ?? '', location });
      return {
        kind,
        id,
        title: event.title,
        dates,
        tracks: [],
        funrun: null,
        cancelled: event.cancelled,
        slug: event.slug,
      };
    }
    const run = await this.funruns.findById(id);
    if (!run) return null;
    return {
      kind,
      id,
      title: `Volkslauf ${run.year}`,
      dates: [{ date: run.date, start: run.startTime, end: '', location: run.venue?.name ?? '' }],
      tracks: run.tracks,
      funrun: {
        date: run.date,
        startTime: run.startTime,
        registrationUntil: run.registrationUntil,
        bibPickups: run.bibPickups,
        lateClosesMinutes: run.lateClosesMinutes,
        lateFeeCents: run.lateFeeCents,
      },
      cancelled: false,
      slug: null,
    };
  }

  /** The staff's title of a target that exists (a workshop's working copy too), or null. */
  async title(kind: RegistrationTarget, id: string): Promise<string | null> {
    if (kind === 'workshop') return (await this.workshopRows.findOne(id))?.title ?? null;
    if (kind === 'event') return this.events.titleOf(id);
    const run = await this.funruns.findById(id);
    return run ? `Volkslauf ${run.year}` : null;
  }
}
