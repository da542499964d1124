import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@/common/pg-error';
import { ClubService } from '@/club/club.service';
import { PublicCache } from '@/common/public-cache';
import { safeErrorText } from '@/common/safe-error';
import { stripTags } from '@/common/sanitize';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { CoursesService, PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import type { CourseSnapshot } from '@/courses/course.mapper';
import type { SnapshotSlot } from '@/courses/slot-places';
import type { DbOrTx } from '@/db/client';
import { MailQuota } from '@/mail/mail-quota';
import { MailService, type Mail } from '@/mail/mail.service';
import { slotCancellations } from '@/schedule/schedule-offs';
import { ScheduleOffsService } from '@/schedule/schedule-offs.service';
import {
  SCHEDULE_CACHE_SOURCE,
  addDays,
  berlinToday,
  datesOnDay,
  atVenue,
  type VenueRef,
  weekdayOf,
} from '@/schedule/schedule-rules';
import type {
  CreateTrialBookingDto,
  PublicTrialBookingDto,
  TrialBookingDto,
  TrialPersonBookingDto,
  TrialTrainingDto,
} from '@/trials/dto/trials.dto';
import {
  alreadyBookedMail,
  confirmMail,
  confirmedMail,
  invitationMail,
  movedUpMail,
  trainingCancelledMail,
  waitingMail,
  type TrialMailFacts,
} from '@/trials/trial-mails';
import { TrialsRepository, type TrialInsert, type TrialRow } from '@/trials/trials.repository';

/** How long a confirmation link holds. */
export const CONFIRM_HOURS = 24;
/** How far ahead a trial training can be booked. */
export const BOOKING_DAYS = 28;
/** Below this age a guardian's name and consent are needed. */
export const GUARDIAN_BELOW = 16;
/** The public list of a course's bookable trainings (per course). */
export const PUBLIC_TRIALS_PREFIX = 'public:trials:';

const INVALID_LINK = 'Der Link ist ungültig oder abgelaufen.';
const NOT_FOUND = 'Die Anmeldung wurde nicht gefunden.';
const NOT_BOOKABLE = 'Dieses Training kann nicht zum Probetraining gebucht werden.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const WEEKDAY_EN: Record<string, string> = {
  Montag: 'Monday',
  Dienstag: 'Tuesday',
  Mittwoch: 'Wednesday',
  Donnerstag: 'Thursday',
  Freitag: 'Friday',
  Samstag: 'Saturday',
  Sonntag: 'Sunday',
};

function trainingText(lang: 'de' | 'en', date: string, slot: SnapshotSlot | undefined): string {
  const [y, m, d] = date.split('-');
  const day = lang === 'de' ? weekdayOf(date) : WEEKDAY_EN[weekdayOf(date)]!;
  const when = lang === 'de' ? `${day}, ${d}.${m}.${y}` : `${day}, ${y}-${m}-${d}`;
  return slot ? `${when}, ${slot.start}–${slot.end}, ${slot.location}` : when;
}

/**
 * Trial trainings: a visitor books one training of a course that offers trial places, confirms
 * the address (double opt-in), and holds a place or a place on the waiting list; whoever gives a
 * place back (the visitor through the mail's link, the trainer, the training's cancellation) moves
 * the first on the list up. Changes of one training's bookings are serialized by a lock in the
 * database, so the last place goes to exactly one visitor also with several server processes.
 */
@Injectable()
export class TrialsService implements OnModuleDestroy {
  private readonly logger = new Logger(TrialsService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly repo: TrialsRepository,
    private readonly offs: ScheduleOffsService,
    private readonly courses: CoursesService,
    private readonly mail: MailService,
    private readonly quota: MailQuota,
    private readonly cache: PublicCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly club: ClubService,
  ) {
    // A course's bookable trainings change with its publication (times, blocking) and with the
    // schedule (cancellations, closures, the day's end), not only with its bookings.
    cache.addDependentPrefix(PUBLIC_TRIALS_PREFIX, [PUBLIC_COURSES_KEY, SCHEDULE_CACHE_SOURCE]);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** The trainings of the next four weeks a visitor can book, with their free places. */
  async trainings(courseId: string): Promise<TrialTrainingDto[]> {
    const course = await this.repo.publicCourse(courseId);
    if (!course) throw AppError.notFound('Das Angebot wurde nicht gefunden.');
    if (course.trialPlaces === 0) return [];
    const today = berlinToday();
    const times = (course.snapshot as CourseSnapshot).times;
    const offs = slotCancellations(times, await this.offs.load(today));
    const counts = await this.repo.counts(
      times.map((t) => t._id),
      today,
    );
    const countOf = (slot: string, date: string, status: string) =>
      counts.find((c) => c.slotId === slot && c.date === date && c.status === status)?.n ?? 0;
    const result: TrialTrainingDto[] = [];
    for (const slot of times) {
      for (const date of datesOnDay(slot.day, today, addDays(today, BOOKING_DAYS - 1))) {
        if (!this.upcoming(date, slot)) continue;
        if (offs.some((o) => o.slot === slot._id && o.from <= date && date <= o.to)) continue;
        const confirmed = countOf(slot._id, date, 'confirmed');
        result.push({
          slot: slot._id,
          date,
          day: slot.day,
          start: slot.start,
          end: slot.end,
          location: slot.location,
          places: course.trialPlaces,
          free: Math.max(course.trialPlaces - confirmed, 0),
          waiting: countOf(slot._id, date, 'waiting'),
        });
      }
    }
    return result.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
  }

  /**
   * Books a trial training; it counts once the address is confirmed through the mailed link.
   *
   * The answer is the same whatever the address's state (DESIGN section 6c): a new booking and a
   * booking again before confirming both get a confirmation link (the newer data replaces the
   * unconfirmed one); an address that already holds a place or a place on the waiting list gets
   * a mail that says so. A mailbox past its caps gets nothing (MailQuota), with the same answer;
   * a client past its daily cap gets 429.
   */
  async book(dto: CreateTrialBookingDto, client: string): Promise<void> {
    const lang = dto.lang ?? 'de';
    const email = dto.email.trim().toLowerCase();
    if (dto.age < GUARDIAN_BELOW && (!dto.guardian_name?.trim() || dto.guardian_consent !== true)) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: {
          ...(dto.guardian_name?.trim()
            ? {}
            : { guardian_name: 'Unter 16 Jahren: bitte den Namen eines Elternteils angeben.' }),
          ...(dto.guardian_consent === true
            ? {}
            : { guardian_consent: 'Unter 16 Jahren muss ein Elternteil zustimmen.' }),
        },
      });
    }
    const bookable = await this.trainings(dto.course).catch(() => []);
    const training = bookable.find((t) => t.slot === dto.slot && t.date === dto.date);
    if (!training)
      throw new AppError(ErrorCode.ValidationFailed, NOT_BOOKABLE, {
        details: { date: NOT_BOOKABLE },
      });
    await this.quota.admitClient(client);
    if (!(await this.quota.admitRecipient(email))) return;
    const confirmToken = newToken();
    const values = {
      name: stripTags(dto.name).trim(),
      age: dto.age,
      guardianName: dto.age < GUARDIAN_BELOW ? stripTags(dto.guardian_name!).trim() : null,
      lang,
      confirmTokenHash: hash(confirmToken),
      expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3_600_000),
    };
    const held = await this.holdUnconfirmed(dto, email, values);
    if (held.status !== 'unconfirmed') {
      await this.tellAlreadyBooked(held, lang);
      return;
    }
    // The visitor waits for the mail server: a booking whose mail cannot go out is not kept.
    try {
      await this.mail.send(
        confirmMail(
          await this.facts(held),
          this.link(lang, 'bestaetigen', confirmToken),
          CONFIRM_HOURS,
        ),
      );
    } catch (error) {
      this.logger.warn(`Bestätigungsmail nicht gesendet: ${safeErrorText(error)}`);
      await this.repo.db.transaction((tx) =>
        this.repo.update(held.id, { status: 'cancelled', cancelledAt: new Date() }, tx),
      );
      throw mailUnavailable();
    }
  }

  /**
   * The address's live booking of the training, made unconfirmed with `values` (new, or an
   * unconfirmed one renewed: it never counted, so the latest data wins and its earlier link dies);
   * a confirmed or waiting booking is answered untouched. Two requests at once meet at the
   * unique index: the loser takes the winner's row.
   */
  private async holdUnconfirmed(
    dto: CreateTrialBookingDto,
    email: string,
    values: Pick<
      TrialInsert,
      'name' | 'age' | 'guardianName' | 'lang' | 'confirmTokenHash' | 'expiresAt'
    >,
  ): Promise<TrialRow> {
    for (let attempt = 0; ; attempt++) {
      const existing = await this.repo.liveOf(dto.slot, dto.date, email);
      if (existing && existing.status !== 'unconfirmed') return existing;
      if (existing)
        return this.repo.db.transaction((tx) => this.repo.update(existing.id, values, tx));
      try {
        return await this.repo.insert({
          ...values,
          courseId: dto.course,
          slotId: dto.slot,
          date: dto.date,
          email,
          manageTokenHash: hash(newToken()),
        });
      } catch (error) {
        if (attempt > 0 || pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      }
    }
  }

  /**
   * The mail to an address that booked a training it already holds: its state and a new manage
   * link. Sent before the answer, as a confirmation is (the same answer, the same wait); when it
   * cannot go out, the earlier link is given back and the visitor hears what a new booking would.
   */
  private async tellAlreadyBooked(row: TrialRow, lang: 'de' | 'en'): Promise<void> {
    const manageToken = newToken();
    const earlier = row.manageTokenHash;
    const renewed = await this.repo.db.transaction((tx) =>
      this.repo.update(row.id, { manageTokenHash: hash(manageToken) }, tx),
    );
    const view = await this.publicView(renewed);
    try {
      await this.mail.send(
        alreadyBookedMail(
          { ...(await this.facts(renewed)), lang },
          view.waiting_position,
          this.link(lang, 'verwalten', manageToken),
        ),
      );
    } catch (error) {
      this.logger.warn(`Hinweis auf bestehende Anmeldung nicht gesendet: ${safeErrorText(error)}`);
      await this.repo.db.transaction((tx) =>
        this.repo.update(row.id, { manageTokenHash: earlier }, tx),
      );
      throw mailUnavailable();
    }
  }

  /** The visitor confirms the address: a place, or a place on the waiting list. */
  async confirm(token: string): Promise<PublicTrialBookingDto> {
    const manageToken = newToken();
    const result = await this.repo.db.transaction(async (tx) => {
      const found = await this.repo.byConfirmToken(hash(token), tx);
      if (!found || found.status === 'cancelled')
        throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
      if (found.status !== 'unconfirmed') return { row: found, changed: false };
      if (found.expiresAt.getTime() < Date.now())
        throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
      await this.repo.lockTraining(found.slotId, found.date, tx);
      const course = await this.repo.publicCourse(found.courseId, tx);
      const places = course?.trialPlaces ?? 0;
      const confirmed = await this.repo.countConfirmed(found.slotId, found.date, tx);
      const now = new Date();
      const row = await this.repo.update(
        found.id,
        {
          status: confirmed < places ? 'confirmed' : 'waiting',
          confirmedAt: now,
          queuedAt: now,
          manageTokenHash: hash(manageToken),
        },
        tx,
      );
      return { row, changed: true };
    });
    const dto = await this.publicView(result.row);
    if (result.changed) {
      this.invalidate(result.row.courseId);
      const facts = await this.facts(result.row);
      const manage = this.link(result.row.lang, 'verwalten', manageToken);
      this.send(
        result.row.status === 'confirmed'
          ? confirmedMail(facts, manage)
          : waitingMail(facts, dto.waiting_position ?? 1, manage),
      );
    }
    return dto;
  }

  /** What the visitor sees of their booking through the link of their mail. */
  async view(token: string): Promise<PublicTrialBookingDto> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    return this.publicView(row);
  }

  /** The visitor cancels through the link of their mail; the first on the list moves up. */
  async cancelByVisitor(token: string): Promise<PublicTrialBookingDto> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    return this.publicView(await this.cancelBooking(row.id));
  }

  /** The visitor deletes their booking and its data (the link of their mail; GDPR Art. 17). */
  async eraseByVisitor(token: string): Promise<void> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    await this.cancelBooking(row.id);
    await this.repo.deleteById(row.id);
  }

  /** Every booking of an address, for a data subject's request to the club (GDPR Art. 15). */
  async exportPerson(email: string): Promise<TrialPersonBookingDto[]> {
    const rows = await this.repo.ofEmail(email.trim().toLowerCase());
    const titles = await this.repo.courseTitles([...new Set(rows.map((r) => r.courseId))]);
    return rows.map((row) => ({
      ...toDto(row, null),
      course_title: titles.get(row.courseId) ?? '',
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** Deletes every booking of an address; the places they held go to the waiting lists. */
  async erasePerson(email: string): Promise<number> {
    const rows = await this.repo.ofEmail(email.trim().toLowerCase());
    for (const row of rows) await this.cancelBooking(row.id);
    return this.repo.deleteOfEmail(email.trim().toLowerCase());
  }

  /** The trainer's list: the bookings of a course's trainings from a week ago on. */
  async list(user: AuthUser, courseId: string): Promise<TrialBookingDto[]> {
    await this.courses.findVisible(user, courseId);
    const rows = await this.repo.ofCourse(courseId, addDays(berlinToday(), -7));
    return rows.map((row) =>
      toDto(
        row,
        row.status === 'waiting'
          ? rows
              .filter(
                (r) => r.status === 'waiting' && r.slotId === row.slotId && r.date === row.date,
              )
              .findIndex((r) => r.id === row.id) + 1
          : null,
      ),
    );
  }

  /** The trainer marks who came (offline at the gym too: the outbox sends it with If-Match). */
  async setAttendance(
    user: AuthUser,
    id: string,
    attended: boolean,
    version: number,
  ): Promise<TrialBookingDto> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.courses.findVisible(user, row.courseId).catch(() => {
      throw AppError.notFound(NOT_FOUND);
    });
    if (row.status !== 'confirmed') {
      throw new AppError(
        ErrorCode.Conflict,
        'Nur eine bestätigte Anmeldung kann als anwesend markiert werden.',
      );
    }
    const updated = await this.repo.updateVersioned(id, version, { attended });
    if (!updated) {
      throw AppError.versionConflict(
        'Die Anmeldung wurde inzwischen geändert.',
        (await this.list(user, row.courseId)).find((b) => b._id === id),
      );
    }
    return (await this.list(user, row.courseId)).find((b) => b._id === id)!;
  }

  /** The trainer takes a booking back; the visitor is told, the first on the list moves up. */
  async cancelByTrainer(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.courses.findVisible(user, row.courseId).catch(() => {
      throw AppError.notFound(NOT_FOUND);
    });
    const wasLive = row.status !== 'cancelled';
    await this.cancelBooking(id);
    if (wasLive && row.status !== 'unconfirmed') {
      const reason =
        row.lang === 'de'
          ? 'die Übungsleitung hat deine Anmeldung zurückgenommen'
          : 'the trainer has withdrawn your booking';
      this.send(trainingCancelledMail(await this.facts(row), reason));
    }
  }

  /** How many trial places each training of the course offers (0: none); more places move the lists up. */
  async setPlaces(user: AuthUser, courseId: string, places: number): Promise<void> {
    await this.courses.findVisible(user, courseId);
    await this.repo.db.transaction((tx) => this.repo.setTrialPlaces(courseId, places, tx));
    const upcoming = await this.repo.ofCourse(courseId, berlinToday());
    const trainings = new Set(
      upcoming.filter((r) => r.status === 'waiting').map((r) => `${r.slotId}|${r.date}`),
    );
    for (const key of trainings) {
      const [slotId, date] = key.split('|') as [string, string];
      await this.fill(slotId, date, courseId);
    }
    this.invalidate(courseId);
    this.courses.invalidatePublic();
  }

  /** A cancelled training: every booking of it ends, and each visitor is told why. */
  async trainingCancelled(slotId: string, date: string, reason: string): Promise<number> {
    return this.endLive(await this.repo.live({ slotId, from: date, to: date }), reason);
  }

  /** A closed venue: every booking of a training there in the range ends. */
  async venueClosed(venue: VenueRef, from: string, to: string, reason: string): Promise<number> {
    const live = await this.repo.live({ from, to });
    const snapshots = await this.repo.snapshotsOf([...new Set(live.map((r) => r.courseId))]);
    const there = live.filter((row) => {
      const slot = (
        snapshots.get(row.courseId)?.snapshot as CourseSnapshot | undefined
      )?.times.find((t) => t._id === row.slotId);
      return slot !== undefined && atVenue(slot, venue);
    });
    return this.endLive(there, reason);
  }

  /** Unconfirmed bookings whose link expired are deleted (they never counted). */
  async expireUnconfirmed(now = new Date()): Promise<number> {
    return this.repo.deleteExpired(now);
  }

  /** Bookings are deleted TRIAL_RETENTION_DAYS after their training. */
  async purge(today = berlinToday()): Promise<number> {
    return this.repo.deleteBefore(addDays(today, -this.config.trialRetentionDays));
  }

  /** Those who came get one invitation to become members, the day after the training. */
  async sendInvitations(today = berlinToday()): Promise<number> {
    let sent = 0;
    for (const row of await this.repo.toInvite(today, 100)) {
      if (!(await this.repo.claimInvitation(row.id))) continue;
      try {
        await this.mail.send(invitationMail(await this.facts(row), this.membershipForm(row.lang)));
        sent++;
      } catch (error) {
        this.logger.warn(`Einladung nicht gesendet: ${safeErrorText(error)}`);
      }
    }
    return sent;
  }

  /** Ends a booking; when it held a place, the first on the waiting list moves up. */
  private async cancelBooking(id: string): Promise<TrialRow> {
    const moved: { row: TrialRow; token: string }[] = [];
    const row = await this.repo.db.transaction(async (tx) => {
      const current = await this.repo.findById(id, tx);
      if (!current) throw AppError.notFound(NOT_FOUND);
      if (current.status === 'cancelled') return current;
      await this.repo.lockTraining(current.slotId, current.date, tx);
      const cancelled = await this.repo.update(
        id,
        { status: 'cancelled', cancelledAt: new Date() },
        tx,
      );
      if (current.status === 'confirmed') moved.push(...(await this.moveUp(current, tx)));
      return cancelled;
    });
    this.invalidate(row.courseId);
    for (const { row: up, token } of moved) {
      this.send(movedUpMail(await this.facts(up), this.link(up.lang, 'verwalten', token)));
    }
    return row;
  }

  /** Gives the training's free places to the first on its list (inside the training's lock). */
  private async moveUp(
    training: TrialRow,
    tx: DbOrTx,
  ): Promise<{ row: TrialRow; token: string }[]> {
    const course = await this.repo.publicCourse(training.courseId, tx);
    const free =
      (course?.trialPlaces ?? 0) -
      (await this.repo.countConfirmed(training.slotId, training.date, tx));
    if (free <= 0) return [];
    const moved: { row: TrialRow; token: string }[] = [];
    for (const next of (await this.repo.waitingList(training.slotId, training.date, tx)).slice(
      0,
      free,
    )) {
      const token = newToken();
      moved.push({
        row: await this.repo.update(
          next.id,
          { status: 'confirmed', manageTokenHash: hash(token) },
          tx,
        ),
        token,
      });
    }
    return moved;
  }

  private async fill(slotId: string, date: string, courseId: string): Promise<void> {
    const moved = await this.repo.db.transaction(async (tx) => {
      await this.repo.lockTraining(slotId, date, tx);
      const [first] = await this.repo.waitingList(slotId, date, tx);
      return first ? this.moveUp(first, tx) : [];
    });
    if (moved.length) this.invalidate(courseId);
    for (const { row, token } of moved) {
      this.send(movedUpMail(await this.facts(row), this.link(row.lang, 'verwalten', token)));
    }
  }

  private async endLive(rows: TrialRow[], reason: string): Promise<number> {
    let ended = 0;
    for (const row of rows) {
      const done = await this.repo.db.transaction(async (tx) => {
        await this.repo.lockTraining(row.slotId, row.date, tx);
        const current = await this.repo.findById(row.id, tx);
        if (!current || current.status === 'cancelled') return null;
        return this.repo.update(row.id, { status: 'cancelled', cancelledAt: new Date() }, tx);
      });
      if (!done) continue;
      ended++;
      this.invalidate(row.courseId);
      if (row.status !== 'unconfirmed')
        this.send(trainingCancelledMail(await this.facts(row), reason));
    }
    return ended;
  }

  private async publicView(row: TrialRow): Promise<PublicTrialBookingDto> {
    const facts = await this.snapshotSlot(row);
    let position: number | null = null;
    if (row.status === 'waiting') {
      position =
        (await this.repo.waitingList(row.slotId, row.date)).findIndex((r) => r.id === row.id) + 1;
    }
    return {
      status: row.status,
      course: facts.title,
      date: row.date,
      start: facts.slot?.start ?? '',
      end: facts.slot?.end ?? '',
      location: facts.slot?.location ?? '',
      name: row.name,
      waiting_position: position,
    };
  }

  private async snapshotSlot(row: TrialRow) {
    const found = (await this.repo.snapshotsOf([row.courseId])).get(row.courseId);
    const snapshot = found?.snapshot as CourseSnapshot | undefined;
    return {
      title: snapshot?.title ?? found?.title ?? '',
      slot: snapshot?.times.find((t) => t._id === row.slotId),
    };
  }

  private async facts(row: TrialRow): Promise<TrialMailFacts> {
    const [{ title, slot }, club] = await Promise.all([
      this.snapshotSlot(row),
      this.club.publicClub(),
    ]);
    return {
      lang: row.lang,
      to: row.email,
      course: title,
      training: trainingText(row.lang, row.date, slot),
      club: club.name,
    };
  }

  /** Whether the training is still ahead (today: before it starts, in Berlin). */
  private upcoming(date: string, slot: SnapshotSlot): boolean {
    const today = berlinToday();
    if (date > today) return true;
    if (date < today) return false;
    const now = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    return now < slot.start;
  }

  private link(lang: 'de' | 'en', page: 'bestaetigen' | 'verwalten', token: string): string {
    return `${this.config.publicUrl}/${lang}/probetraining/${page}?token=${token}`;
  }

  private membershipForm(lang: 'de' | 'en'): string {
    return `${this.config.publicUrl}/${lang}/formulare`;
  }

  private invalidate(courseId: string): void {
    this.cache.invalidate(`${PUBLIC_TRIALS_PREFIX}${courseId}`);
  }

  /** A mail after the answer: its failure is logged (without its address), the booking stands. */
  private send(mail: Mail): void {
    const sending = this.mail.send(mail).catch((error: unknown) => {
      this.logger.warn(`Mail zum Probetraining nicht gesendet: ${safeErrorText(error)}`);
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }
}

function mailUnavailable(): AppError {
  return new AppError(
    ErrorCode.MailUnavailable,
    'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
  );
}

function toDto(row: TrialRow, waitingPosition: number | null): TrialBookingDto {
  return {
    _id: row.id,
    course: row.courseId,
    slot: row.slotId,
    date: row.date,
    name: row.name,
    email: row.email,
    age: row.age,
    guardian_name: row.guardianName,
    status: row.status,
    waiting_position: waitingPosition,
    attended: row.attended,
    version: row.version,
  };
}
