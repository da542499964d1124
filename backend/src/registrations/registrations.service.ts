import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '@/common/pg-error';
import { safeErrorText } from '@/common/safe-error';
import { stripTags } from '@/common/sanitize';
import { ClubService } from '@/club/club.service';
import { PublicCache } from '@/common/public-cache';
import { PUBLIC_EVENTS_PREFIX } from '@/events/events.service';
import { PUBLIC_FUNRUN_PREFIX } from '@/funruns/funruns.service';
import { SCHEDULE_CACHE_SOURCE } from '@/schedule/schedule-rules';
import { PUBLIC_WORKSHOPS_KEY } from '@/workshops/workshops.service';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import type { DbOrTx } from '@/db/client';
import type { RegistrationField, RegistrationTarget } from '@/db/schema';
import { MailQuota } from '@/mail/mail-quota';
import { MailService, type Mail } from '@/mail/mail.service';
import { addDays, berlinToday } from '@/schedule/schedule-rules';
import type {
  CreateLateRegistrationDto,
  CreateRegistrationDto,
  PublicRegistrationDto,
  PublicRegistrationOfferDto,
  RegistrationDto,
  RegistrationMessageDto,
  RegistrationOfferDto,
  RegistrationPersonDto,
  RegistrationTrackDto,
  SaveRegistrationOfferDto,
} from '@/registrations/dto/registrations.dto';
import {
  alreadyMail,
  confirmMail,
  confirmedMail,
  messageMail,
  movedUpMail,
  organiserMail,
  waitingMail,
  withdrawnMail,
  type NoticeLine,
  type RegistrationMailFacts,
} from '@/registrations/registration-mails';
import {
  GUARDIAN_BELOW,
  ageIn,
  closedReason,
  euros,
  feeOf,
  lastDay,
  lateWindowOpen,
  lateWindows,
  over,
  placesOf,
  trackName,
  whenText,
} from '@/registrations/registration-rules';
import {
  RegistrationTargets,
  berlinClock,
  type TargetFacts,
} from '@/registrations/registration-targets';
import {
  RegistrationsRepository,
  type OfferRow,
  type Pool,
  type RegistrationInsert,
  type RegistrationRow,
} from '@/registrations/registrations.repository';
import { registrationsCsv } from '@/registrations/registrations-csv';

/**
 * The public answers of the offers (`list`, and one per offer id) and the pages built from them:
 * dropped by every change of places, waiting lists or an offer, by the workshops and fun runs
 * they are for, and at midnight in Berlin (the schedule's timer: a deadline passes).
 */
export const PUBLIC_REGISTRATIONS_PREFIX = 'public:registrations:';
export const PUBLIC_REGISTRATIONS_LIST_KEY = `${PUBLIC_REGISTRATIONS_PREFIX}list`;

/** How long a confirmation link holds. */
export const CONFIRM_HOURS = 24;
/** Digests go out from this Berlin hour on, once a day. */
export const DIGEST_HOUR = '07:00';

const INVALID_LINK = 'Der Link ist ungültig oder abgelaufen.';
const NOT_FOUND = 'Die Anmeldung wurde nicht gefunden.';
const OFFER_NOT_FOUND = 'Diese Veranstaltung nimmt keine Anmeldungen an.';
const CLOSED: Record<string, string> = {
  not_open: 'Für diese Veranstaltung ist die Anmeldung nicht geöffnet.',
  deadline: 'Der Anmeldeschluss ist vorbei.',
  over: 'Diese Veranstaltung hat schon begonnen oder ist vorbei.',
  cancelled: 'Diese Veranstaltung fällt aus.',
  not_late: 'Nachmeldungen sind nur zu den Nachmeldezeiten vor Ort möglich.',
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const clean = (value: string | undefined) => (value ? stripTags(value).trim() : null);

function closed(reason: string): AppError {
  return new AppError(ErrorCode.RegistrationClosed, CLOSED[reason] ?? CLOSED.not_open!, {
    data: { reason },
  });
}

function invalid(details: Record<string, string>): AppError {
  return new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', { details });
}

/**
 * Registrations for workshops and the fun run (issue 37), on the machinery of the trial trainings:
 * a person registers on the offer's page, confirms the address (double opt-in) and holds a place
 * of the pool — the offer, or one track of the run — or a place on its waiting list; whoever gives
 * a place back (the person through the mail's link, the organiser) moves the first on the list up.
 * Every change of a pool's places is serialized by a lock in the database (several instances).
 */
@Injectable()
export class RegistrationsService implements OnModuleDestroy {
  private readonly logger = new Logger(RegistrationsService.name);
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly repo: RegistrationsRepository,
    private readonly targets: RegistrationTargets,
    private readonly mail: MailService,
    private readonly quota: MailQuota,
    private readonly club: ClubService,
    private readonly cache: PublicCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    cache.addDependentPrefix(PUBLIC_REGISTRATIONS_PREFIX, [
      PUBLIC_WORKSHOPS_KEY,
      PUBLIC_FUNRUN_PREFIX,
      PUBLIC_EVENTS_PREFIX,
      SCHEDULE_CACHE_SOURCE,
    ]);
  }

  /** What the public sees of places and offers changed: its answers and pages go. */
  private changed(): void {
    this.cache.invalidatePrefix(PUBLIC_REGISTRATIONS_PREFIX);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  // ---- public ----

  /** Every saved offer whose target is public, with its state now (the pages link them). */
  async publicOffers(now = new Date()): Promise<PublicRegistrationOfferDto[]> {
    const result: PublicRegistrationOfferDto[] = [];
    for (const offer of await this.repo.offers()) {
      const facts = await this.targets.facts(offer.targetKind, offer.targetId);
      if (facts) result.push(await this.publicOfferOf(offer, facts, now));
    }
    return result.sort((a, b) => (a.dates[0]?.date ?? '').localeCompare(b.dates[0]?.date ?? ''));
  }

  async publicOffer(id: string, now = new Date()): Promise<PublicRegistrationOfferDto> {
    const offer = await this.repo.offerById(id);
    const facts = offer && (await this.targets.facts(offer.targetKind, offer.targetId));
    if (!offer || !facts) throw AppError.notFound(OFFER_NOT_FOUND);
    return this.publicOfferOf(offer, facts, now);
  }

  private async publicOfferOf(
    offer: OfferRow,
    facts: TargetFacts,
    now: Date,
  ): Promise<PublicRegistrationOfferDto> {
    const counts = await this.repo.counts(offer.id);
    const places = placesOf(offer, facts);
    const n = (track: number | null, status: 'confirmed' | 'waiting') =>
      counts
        .filter((c) => c.track === track && c.status === status)
        .reduce((sum, c) => sum + c.n, 0);
    const tracks: RegistrationTrackDto[] = facts.tracks.map((track, index) => ({
      index,
      name_de: track.name_de,
      name_en: track.name_en,
      start_time: track.start_time,
      fee_cents: track.fee_cents,
      free: places === null ? null : Math.max(places - n(index, 'confirmed'), 0),
    }));
    const reason = closedReason(offer, facts, now);
    return {
      _id: offer.id,
      kind: offer.targetKind,
      target: offer.targetId,
      slug: facts.slug,
      title: facts.title,
      dates: facts.dates,
      open: reason === null,
      closed_reason: reason,
      deadline: lastDay(offer, facts),
      places,
      free: facts.funrun || places === null ? null : Math.max(places - n(null, 'confirmed'), 0),
      waiting: counts.filter((c) => c.status === 'waiting').reduce((s, c) => s + c.n, 0),
      fee_cents: facts.funrun ? 0 : offer.feeCents,
      fee_note: offer.feeNote,
      fields: this.fieldsOf(offer, facts),
      tracks,
      late: facts.funrun
        ? {
            fee_cents: facts.funrun.lateFeeCents,
            windows: lateWindows(facts.funrun, facts.dates[0]?.location ?? ''),
          }
        : null,
      guardian_below: GUARDIAN_BELOW,
    };
  }

  /** The run asks for the year of birth always (age groups); the rest as the offer says. */
  private fieldsOf(offer: OfferRow, facts: TargetFacts): RegistrationField[] {
    const fields = new Set(offer.fields);
    if (facts.funrun) fields.add('birth_year');
    return (['birth_year', 'team', 'tshirt'] as const).filter((f) => fields.has(f));
  }

  /**
   * Registers a person; it counts once the address is confirmed through the mailed link. The
   * answer is the same whatever the address's state (DESIGN section 6c, as trial trainings): a
   * new registration and one again before confirming get a link; an address that already holds
   * one under this name gets a mail that says so; a mailbox past its caps gets nothing.
   */
  async register(dto: CreateRegistrationDto, client: string, now = new Date()): Promise<void> {
    const lang = dto.lang ?? 'de';
    const offer = await this.repo.offerById(dto.offer);
    const facts = offer && (await this.targets.facts(offer.targetKind, offer.targetId));
    if (!offer || !facts) throw AppError.notFound(OFFER_NOT_FOUND);
    const reason = closedReason(offer, facts, now);
    if (reason) throw closed(reason);
    const values = this.checkedFields(dto, offer, facts);
    await this.quota.admitClient(client);
    const email = dto.email.trim().toLowerCase();
    if (!(await this.quota.admitRecipient(email))) return;
    const confirmToken = newToken();
    const held = await this.holdUnconfirmed(offer, email, {
      ...values,
      lang,
      feeCents: feeOf(offer, facts, values.track ?? null),
      endsOn: facts.dates.at(-1)!.date,
      confirmTokenHash: hash(confirmToken),
      expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3_600_000),
    });
    if (held.status !== 'unconfirmed') {
      await this.tellAlready(held, lang, facts);
      return;
    }
    try {
      await this.mail.send(
        confirmMail(
          await this.mailFacts(held, facts),
          this.link(lang, 'bestaetigen', confirmToken),
          CONFIRM_HOURS,
        ),
      );
    } catch (error) {
      this.logger.warn(`Bestätigungsmail nicht gesendet: ${safeErrorText(error)}`);
      await this.repo.db.transaction((tx) =>
        this.repo.update(held.id, { status: 'cancelled', cancelledAt: new Date() }, tx),
      );
      throw new AppError(
        ErrorCode.MailUnavailable,
        'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
      );
    }
  }

  /** The values the offer asks for, checked; what it does not ask for is dropped. */
  private checkedFields(
    dto: Pick<
      CreateRegistrationDto,
      'name' | 'birth_year' | 'team' | 'track' | 'tshirt' | 'guardian_name' | 'guardian_consent'
    >,
    offer: OfferRow,
    facts: TargetFacts,
  ): Pick<RegistrationInsert, 'name' | 'birthYear' | 'team' | 'track' | 'tshirt' | 'guardianName'> {
    const asked = new Set(this.fieldsOf(offer, facts));
    const details: Record<string, string> = {};
    if (asked.has('birth_year') && dto.birth_year === undefined)
      details.birth_year = 'Bitte gib das Geburtsjahr an.';
    if (dto.birth_year !== undefined && dto.birth_year > Number(berlinToday().slice(0, 4)))
      details.birth_year = 'Dieses Geburtsjahr liegt in der Zukunft.';
    if (asked.has('tshirt') && dto.tshirt === undefined)
      details.tshirt = 'Bitte wähle eine T-Shirt-Größe.';
    if (facts.funrun && (dto.track === undefined || !facts.tracks[dto.track]))
      details.track = 'Bitte wähle eine Strecke.';
    const minor =
      asked.has('birth_year') &&
      dto.birth_year !== undefined &&
      ageIn(dto.birth_year, facts) < GUARDIAN_BELOW;
    if (minor && !dto.guardian_name?.trim())
      details.guardian_name = 'Unter 16 Jahren: bitte den Namen eines Elternteils angeben.';
    if (minor && dto.guardian_consent !== true)
      details.guardian_consent = 'Unter 16 Jahren muss ein Elternteil zustimmen.';
    if (Object.keys(details).length) throw invalid(details);
    return {
      name: stripTags(dto.name).trim(),
      birthYear: asked.has('birth_year') ? (dto.birth_year ?? null) : null,
      team: asked.has('team') ? clean(dto.team) : null,
      track: facts.funrun ? dto.track! : null,
      tshirt: asked.has('tshirt') ? (dto.tshirt ?? null) : null,
      guardianName: minor ? clean(dto.guardian_name) : null,
    };
  }

  /**
   * The address's live registration under this name, made unconfirmed with `values` (new, or an
   * unconfirmed one renewed: the latest data wins and its earlier link dies); a confirmed or
   * waiting one is answered untouched. Two requests at once meet at the unique index.
   */
  private async holdUnconfirmed(
    offer: OfferRow,
    email: string,
    values: Omit<RegistrationInsert, 'offerId' | 'email'>,
  ): Promise<RegistrationRow> {
    for (let attempt = 0; ; attempt++) {
      const existing = await this.repo.liveOf(offer.id, email, values.name);
      if (existing && existing.status !== 'unconfirmed') return existing;
      if (existing)
        return this.repo.db.transaction((tx) => this.repo.update(existing.id, values, tx));
      try {
        return await this.repo.insert({
          ...values,
          offerId: offer.id,
          email,
          manageTokenHash: hash(newToken()),
        });
      } catch (error) {
        if (attempt > 0 || pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      }
    }
  }

  private async tellAlready(row: RegistrationRow, lang: 'de' | 'en', facts: TargetFacts) {
    const manageToken = newToken();
    const earlier = row.manageTokenHash;
    const renewed = await this.repo.db.transaction((tx) =>
      this.repo.update(row.id, { manageTokenHash: hash(manageToken) }, tx),
    );
    try {
      await this.mail.send(
        alreadyMail(
          { ...(await this.mailFacts(renewed, facts)), lang },
          await this.waitingPosition(renewed),
          this.link(lang, 'verwalten', manageToken),
        ),
      );
    } catch (error) {
      this.logger.warn(`Hinweis auf bestehende Anmeldung nicht gesendet: ${safeErrorText(error)}`);
      await this.repo.db.transaction((tx) =>
        this.repo.update(row.id, { manageTokenHash: earlier }, tx),
      );
      throw new AppError(
        ErrorCode.MailUnavailable,
        'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
      );
    }
  }

  /** The person confirms the address: a place (the run: a start number), or the waiting list. */
  async confirm(token: string): Promise<PublicRegistrationDto> {
    const manageToken = newToken();
    // The target's facts are read before the transaction: they come from other tables and
    // caches, and a connection must not wait for another while holding the pool's lock.
    const { offer, facts } = await this.targetOf(await this.repo.byConfirmToken(hash(token)));
    const result = await this.repo.db.transaction(async (tx) => {
      const found = await this.repo.byConfirmToken(hash(token), tx);
      if (!found || found.status === 'cancelled')
        throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
      if (found.status !== 'unconfirmed') return { row: found, changed: false };
      if (!found.expiresAt || found.expiresAt.getTime() < Date.now())
        throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
      if (!offer || !facts || offer.id !== found.offerId || over(facts.dates, new Date()))
        throw closed('over');
      const pool = poolOf(found);
      await this.repo.lockPool(pool, tx);
      const places = placesOf(offer, facts);
      const confirmed = await this.repo.countIn(pool, 'confirmed', tx);
      const gets = places === null || confirmed < places;
      const now = new Date();
      const row = await this.repo.update(
        found.id,
        {
          status: gets ? 'confirmed' : 'waiting',
          confirmedAt: now,
          queuedAt: now,
          manageTokenHash: hash(manageToken),
          ...(gets && facts.funrun ? { bib: await this.repo.nextBib(pool, tx) } : {}),
        },
        tx,
      );
      return { row, changed: true };
    });
    if (result.changed) this.changed();
    const dto = await this.publicView(result.row);
    if (result.changed && facts && offer) {
      const mailFacts = await this.mailFacts(result.row, facts);
      const manage = this.link(result.row.lang, 'verwalten', manageToken);
      this.send(
        result.row.status === 'confirmed'
          ? confirmedMail(mailFacts, manage)
          : waitingMail(mailFacts, dto.waiting_position ?? 1, manage),
      );
      if (offer.notice === 'each') this.send(await this.noticeNow(offer, result.row));
    }
    return dto;
  }

  async view(token: string): Promise<PublicRegistrationDto> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    return this.publicView(row);
  }

  async cancelByVisitor(token: string): Promise<PublicRegistrationDto> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    return this.publicView(await this.cancelRegistration(row.id));
  }

  async eraseByVisitor(token: string): Promise<void> {
    const row = await this.repo.byManageToken(hash(token));
    if (!row) throw new AppError(ErrorCode.InvalidToken, INVALID_LINK);
    await this.cancelRegistration(row.id);
    await this.repo.deleteById(row.id);
  }

  // ---- staff ----

  /** The offers of the targets the user manages (saved ones), soonest first. */
  async offers(user: AuthUser): Promise<RegistrationOfferDto[]> {
    const result: RegistrationOfferDto[] = [];
    for (const offer of await this.repo.offers()) {
      if (!(await this.targets.canManage(user, offer.targetKind, offer.targetId))) continue;
      const title = await this.targets.title(offer.targetKind, offer.targetId);
      if (title === null) continue;
      result.push(await this.offerDto(offer.targetKind, offer.targetId, offer, title));
    }
    return result.sort((a, b) => (a.dates[0]?.date ?? '9').localeCompare(b.dates[0]?.date ?? '9'));
  }

  /** A target's offer as staff edit it (version 0 and closed when none is saved). */
  async offer(user: AuthUser, kind: RegistrationTarget, target: string) {
    const title = await this.managed(user, kind, target);
    return this.offerDto(kind, target, await this.repo.offerOf(kind, target), title);
  }

  private async offerDto(
    kind: RegistrationTarget,
    target: string,
    offer: OfferRow | null,
    title: string,
  ): Promise<RegistrationOfferDto> {
    const facts = await this.targets.facts(kind, target);
    const counts = offer ? await this.repo.counts(offer.id) : [];
    const sum = (status: string) =>
      counts.filter((c) => c.status === status).reduce((s, c) => s + c.n, 0);
    const pub = offer && facts ? await this.publicOfferOf(offer, facts, new Date()) : null;
    return {
      kind,
      target,
      _id: offer?.id ?? null,
      title,
      open: offer?.open ?? false,
      places: offer?.places ?? null,
      deadline: offer?.deadline ?? null,
      fee_cents: offer?.feeCents ?? 0,
      fee_note: offer?.feeNote ?? '',
      fields: offer?.fields ?? [],
      organiser_email: offer?.organiserEmail ?? null,
      notice: offer?.notice ?? 'each',
      dates: facts?.dates ?? [],
      tracks: pub?.tracks ?? [],
      confirmed: sum('confirmed'),
      waiting: sum('waiting'),
      version: offer?.version ?? 0,
    };
  }

  /** Saves how the target takes registrations; more places move its waiting lists up. */
  async saveOffer(user: AuthUser, dto: SaveRegistrationOfferDto, version: number) {
    const title = await this.managed(user, dto.kind, dto.target);
    const values = {
      open: dto.open,
      places: dto.places ?? null,
      deadline: dto.deadline ?? null,
      feeCents: dto.fee_cents,
      feeNote: stripTags(dto.fee_note ?? '').trim(),
      fields: [...new Set(dto.fields)],
      organiserEmail: dto.organiser_email?.trim().toLowerCase() || null,
      notice: dto.notice,
    };
    const existing = await this.repo.offerOf(dto.kind, dto.target);
    const conflict = async () =>
      AppError.versionConflict(
        'Die Anmeldung wurde inzwischen geändert.',
        await this.offerDto(
          dto.kind,
          dto.target,
          await this.repo.offerOf(dto.kind, dto.target),
          title,
        ),
      );
    let saved: OfferRow | null;
    if (!existing) {
      if (version !== 0) throw await conflict();
      try {
        saved = await this.repo.insertOffer({
          ...values,
          targetKind: dto.kind,
          targetId: dto.target,
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw await conflict();
        throw error;
      }
    } else {
      saved = await this.repo.updateOffer(existing.id, version, values);
      if (!saved) throw await conflict();
    }
    await this.fillAll(saved);
    this.changed();
    return this.offerDto(dto.kind, dto.target, saved, title);
  }

  /** The registrations of a target that count or wait, with their waiting positions. */
  async list(user: AuthUser, kind: RegistrationTarget, target: string) {
    await this.managed(user, kind, target);
    const offer = await this.repo.offerOf(kind, target);
    return offer ? this.rowsOf(offer) : [];
  }

  private async rowsOf(offer: OfferRow): Promise<RegistrationDto[]> {
    const rows = await this.repo.ofOffer(offer.id);
    return rows.map((row) =>
      toDto(
        row,
        row.status === 'waiting'
          ? rows
              .filter((r) => r.status === 'waiting' && r.track === row.track)
              .findIndex((r) => r.id === row.id) + 1
          : null,
      ),
    );
  }

  /** The organiser marks who arrived (offline at the venue too: the outbox sends it with If-Match). */
  async checkIn(user: AuthUser, id: string, checkedIn: boolean, version: number) {
    const { row, offer } = await this.managedRow(user, id);
    if (row.status !== 'confirmed')
      throw new AppError(
        ErrorCode.Conflict,
        'Nur eine bestätigte Anmeldung kann eingecheckt werden.',
      );
    const updated = await this.repo.updateVersioned(id, version, { checkedIn });
    const current = async () => (await this.rowsOf(offer)).find((r) => r._id === id);
    if (!updated)
      throw AppError.versionConflict('Die Anmeldung wurde inzwischen geändert.', await current());
    return (await current())!;
  }

  /** The organiser takes a registration back; the person is told, the first on the list moves up. */
  async cancelByOrganiser(user: AuthUser, id: string): Promise<void> {
    const { row, offer } = await this.managedRow(user, id);
    if (row.status === 'cancelled') return;
    await this.cancelRegistration(id);
    const facts = await this.targets.facts(offer.targetKind, offer.targetId);
    if (row.email && row.status !== 'unconfirmed' && facts)
      this.send(withdrawnMail(await this.mailFacts(row, facts)));
  }

  /** A message to everybody registered (confirmed and waiting); returns how many got it. */
  async message(user: AuthUser, dto: RegistrationMessageDto): Promise<number> {
    await this.managed(user, dto.kind, dto.target);
    const offer = await this.repo.offerOf(dto.kind, dto.target);
    const facts = await this.targets.facts(dto.kind, dto.target);
    if (!offer || !facts) return 0;
    let sent = 0;
    for (const row of await this.repo.ofOffer(offer.id)) {
      if (!row.email) continue;
      try {
        await this.mail.send(
          messageMail(
            await this.mailFacts(row, facts),
            stripTags(dto.subject).trim(),
            stripTags(dto.text),
            offer.organiserEmail ?? user.email,
          ),
        );
        sent++;
      } catch (error) {
        this.logger.warn(`Nachricht an Angemeldete nicht gesendet: ${safeErrorText(error)}`);
      }
    }
    return sent;
  }

  /** The race office's list: by track and start number, then the waiting list. */
  async csv(user: AuthUser, kind: RegistrationTarget, target: string): Promise<string> {
    await this.managed(user, kind, target);
    const offer = await this.repo.offerOf(kind, target);
    const facts = await this.targets.facts(kind, target);
    const rows = offer ? await this.rowsOf(offer) : [];
    return registrationsCsv(rows, facts?.tracks ?? [], kind === 'funrun');
  }

  /** The race office enters a late registration on site: confirmed at once, with its number. */
  async late(user: AuthUser, dto: CreateLateRegistrationDto, now = new Date()) {
    await this.managed(user, 'funrun', dto.target);
    const offer = await this.repo.offerOf('funrun', dto.target);
    const facts = await this.targets.facts('funrun', dto.target);
    if (!offer || !facts?.funrun) throw AppError.notFound(OFFER_NOT_FOUND);
    if (!lateWindowOpen(facts.funrun, now)) throw closed('not_late');
    const values = this.checkedFields({ ...dto, guardian_consent: true }, offer, facts);
    const pool = poolOf({ offerId: offer.id, track: values.track ?? null });
    const row = await this.repo.db.transaction(async (tx) => {
      await this.repo.lockPool(pool, tx);
      return this.repo.insert(
        {
          ...values,
          offerId: offer.id,
          email: dto.email?.trim().toLowerCase() || null,
          status: 'confirmed',
          late: true,
          confirmedAt: now,
          queuedAt: now,
          noticedAt: now,
          bib: await this.repo.nextBib(pool, tx),
          feeCents: feeOf(offer, facts, values.track ?? null, true),
          endsOn: facts.funrun!.date,
        },
        tx,
      );
    });
    this.changed();
    return toDto(row, null);
  }

  /** Every registration of an address, for a data subject's request (GDPR Art. 15). */
  async exportPerson(email: string): Promise<RegistrationPersonDto[]> {
    const rows = await this.repo.ofEmail(email.trim().toLowerCase());
    const titles = new Map<string, string>();
    for (const offerId of new Set(rows.map((r) => r.offerId))) {
      const offer = await this.repo.offerById(offerId);
      titles.set(
        offerId,
        offer ? ((await this.targets.title(offer.targetKind, offer.targetId)) ?? '') : '',
      );
    }
    return rows.map((row) => ({ ...toDto(row, null), title: titles.get(row.offerId) ?? '' }));
  }

  /** Deletes every registration of an address; the places they held go to the waiting lists. */
  async erasePerson(email: string): Promise<number> {
    const address = email.trim().toLowerCase();
    for (const row of await this.repo.ofEmail(address)) await this.cancelRegistration(row.id);
    return this.repo.deleteOfEmail(address);
  }

  // ---- jobs ----

  async expireUnconfirmed(now = new Date()): Promise<number> {
    return this.repo.deleteExpired(now);
  }

  /** Registrations go TRIAL_RETENTION_DAYS after their target's last day. */
  async purge(today = berlinToday()): Promise<number> {
    const purged = await this.repo.deleteEndedBefore(
      addDays(today, -this.config.trialRetentionDays),
    );
    if (purged > 0) this.changed();
    return purged;
  }

  /** Once a day from 07:00 Berlin: each organiser who chose the digest hears of the day's news. */
  async sendDigests(now = new Date()): Promise<number> {
    const clock = berlinClock(now);
    if (clock.time < DIGEST_HOUR) return 0;
    let sent = 0;
    for (const offer of await this.repo.offers()) {
      if (offer.notice !== 'digest' || offer.digestSentOn === clock.date) continue;
      const rows = await this.repo.unnoticed(offer.id);
      await this.repo.setDigestSent(offer.id, clock.date);
      if (rows.length === 0) continue;
      const facts = await this.targets.facts(offer.targetKind, offer.targetId);
      try {
        await this.mail.send(await this.organiserNotice(offer, rows, facts));
        await this.repo.markNoticed(rows.map((r) => r.id));
        sent++;
      } catch (error) {
        this.logger.warn(`Tägliche Übersicht nicht gesendet: ${safeErrorText(error)}`);
      }
    }
    return sent;
  }

  // ---- inside ----

  /** The target's title when the user manages it; 404 when it is not there, 403 when not theirs. */
  private async managed(user: AuthUser, kind: RegistrationTarget, target: string) {
    if (!(await this.targets.canManage(user, kind, target))) throw AppError.notFound(NOT_FOUND);
    const title = await this.targets.title(kind, target);
    if (title === null) throw AppError.notFound(NOT_FOUND);
    return title;
  }

  private async managedRow(user: AuthUser, id: string) {
    const row = await this.repo.findById(id);
    const offer = row && (await this.repo.offerById(row.offerId));
    if (!row || !offer || !(await this.targets.canManage(user, offer.targetKind, offer.targetId)))
      throw AppError.notFound(NOT_FOUND);
    return { row, offer };
  }

  private async noticeNow(offer: OfferRow, row: RegistrationRow): Promise<Mail> {
    const facts = await this.targets.facts(offer.targetKind, offer.targetId);
    await this.repo.markNoticed([row.id]);
    return this.organiserNotice(offer, [row], facts);
  }

  private async organiserNotice(
    offer: OfferRow,
    rows: RegistrationRow[],
    facts: TargetFacts | null,
  ): Promise<Mail> {
    const counts = await this.repo.counts(offer.id);
    const lines: NoticeLine[] = rows.map((row) => ({
      name: row.name,
      email: row.email,
      track: trackName(facts?.tracks ?? [], row.track, 'de'),
      waiting: row.status === 'waiting',
    }));
    return organiserMail(
      // Without an organiser's address the office hears of it (where contact messages go).
      offer.organiserEmail ?? (await this.club.officeEmail()),
      facts?.title ?? '',
      lines,
      {
        confirmed: counts.filter((c) => c.status === 'confirmed').reduce((s, c) => s + c.n, 0),
        waiting: counts.filter((c) => c.status === 'waiting').reduce((s, c) => s + c.n, 0),
      },
      `${this.config.publicUrl}/de/account/anmeldungen/${offer.targetKind}/${offer.targetId}`,
      (await this.club.publicClub()).name,
    );
  }

  /** Ends a registration; when it held a place, the first on the waiting list moves up. */
  private async cancelRegistration(id: string): Promise<RegistrationRow> {
    const moved: { row: RegistrationRow; token: string }[] = [];
    const { offer, facts } = await this.targetOf(await this.repo.findById(id));
    const row = await this.repo.db.transaction(async (tx) => {
      const current = await this.repo.findById(id, tx);
      if (!current) throw AppError.notFound(NOT_FOUND);
      if (current.status === 'cancelled') return current;
      await this.repo.lockPool(poolOf(current), tx);
      const cancelled = await this.repo.update(
        id,
        { status: 'cancelled', cancelledAt: new Date() },
        tx,
      );
      if (current.status === 'confirmed' && offer && facts)
        moved.push(...(await this.moveUp(poolOf(current), offer, facts, tx)));
      return cancelled;
    });
    this.changed();
    await this.tellMoved(row.offerId, moved);
    return row;
  }

  /** Gives the pool's free places to the first on its list (inside the pool's lock). */
  private async moveUp(pool: Pool, offer: OfferRow, facts: TargetFacts, tx: DbOrTx) {
    const places = placesOf(offer, facts);
    const waiting = await this.repo.waitingList(pool, tx);
    const free =
      places === null ? waiting.length : places - (await this.repo.countIn(pool, 'confirmed', tx));
    const moved: { row: RegistrationRow; token: string }[] = [];
    for (const next of waiting.slice(0, Math.max(free, 0))) {
      const token = newToken();
      moved.push({
        row: await this.repo.update(
          next.id,
          {
            status: 'confirmed',
            manageTokenHash: hash(token),
            ...(facts.funrun ? { bib: await this.repo.nextBib(pool, tx) } : {}),
          },
          tx,
        ),
        token,
      });
    }
    return moved;
  }

  /** After the offer changed (more places, no limit): every waiting list moves up. */
  private async fillAll(offer: OfferRow): Promise<void> {
    const facts = await this.targets.facts(offer.targetKind, offer.targetId);
    if (!facts) return;
    const pools = new Set(
      (await this.repo.counts(offer.id)).filter((c) => c.status === 'waiting').map((c) => c.track),
    );
    for (const track of pools) {
      const pool = { offerId: offer.id, track };
      const moved = await this.repo.db.transaction(async (tx) => {
        await this.repo.lockPool(pool, tx);
        return this.moveUp(pool, offer, facts, tx);
      });
      await this.tellMoved(offer.id, moved);
    }
  }

  /** The offer and public facts of a registration's target (null when either is gone). */
  private async targetOf(row: Pick<RegistrationRow, 'offerId'> | null) {
    const offer = row ? await this.repo.offerById(row.offerId) : null;
    const facts = offer ? await this.targets.facts(offer.targetKind, offer.targetId) : null;
    return { offer, facts };
  }

  private async tellMoved(offerId: string, moved: { row: RegistrationRow; token: string }[]) {
    if (moved.length === 0) return;
    const offer = await this.repo.offerById(offerId);
    const facts = offer && (await this.targets.facts(offer.targetKind, offer.targetId));
    if (!facts) return;
    for (const { row, token } of moved) {
      if (row.email)
        this.send(
          movedUpMail(await this.mailFacts(row, facts), this.link(row.lang, 'verwalten', token)),
        );
    }
  }

  private async waitingPosition(row: RegistrationRow): Promise<number | null> {
    if (row.status !== 'waiting') return null;
    return (await this.repo.waitingList(poolOf(row))).findIndex((r) => r.id === row.id) + 1;
  }

  private async publicView(row: RegistrationRow): Promise<PublicRegistrationDto> {
    const offer = await this.repo.offerById(row.offerId);
    const facts = offer && (await this.targets.facts(offer.targetKind, offer.targetId));
    return {
      status: row.status,
      offer: row.offerId,
      title: facts?.title ?? '',
      dates: facts?.dates ?? [],
      name: row.name,
      track_de: trackName(facts?.tracks ?? [], row.track, 'de'),
      track_en: trackName(facts?.tracks ?? [], row.track, 'en'),
      bib: row.status === 'confirmed' ? row.bib : null,
      fee_cents: row.feeCents,
      fee_note: offer?.feeNote ?? '',
      waiting_position: await this.waitingPosition(row),
    };
  }

  private async mailFacts(
    row: RegistrationRow,
    facts: TargetFacts,
  ): Promise<RegistrationMailFacts> {
    const offer = await this.repo.offerById(row.offerId);
    return {
      lang: row.lang,
      to: row.email ?? '',
      title: facts.title,
      when: whenText(facts.dates, row.lang),
      track: trackName(facts.tracks, row.track, row.lang),
      fee: row.feeCents > 0 ? euros(row.feeCents, row.lang) : null,
      feeNote: offer?.feeNote ?? '',
      bib: row.status === 'confirmed' ? row.bib : null,
      club: (await this.club.publicClub()).name,
    };
  }

  private link(lang: 'de' | 'en', page: 'bestaetigen' | 'verwalten', token: string): string {
    return `${this.config.publicUrl}/${lang}/anmeldung/${page}?token=${token}`;
  }

  /** A mail after the answer: its failure is logged (without its address), the registration stands. */
  private send(mail: Mail): void {
    const sending = this.mail.send(mail).catch((error: unknown) => {
      this.logger.warn(`Mail zur Anmeldung nicht gesendet: ${safeErrorText(error)}`);
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }
}

function poolOf(row: Pick<RegistrationRow, 'offerId' | 'track'>): Pool {
  return { offerId: row.offerId, track: row.track };
}

function toDto(row: RegistrationRow, waitingPosition: number | null): RegistrationDto {
  return {
    _id: row.id,
    offer: row.offerId,
    name: row.name,
    email: row.email,
    birth_year: row.birthYear,
    team: row.team,
    track: row.track,
    tshirt: row.tshirt,
    guardian_name: row.guardianName,
    status: row.status,
    waiting_position: waitingPosition,
    bib: row.bib,
    late: row.late,
    fee_cents: row.feeCents,
    checked_in: row.checkedIn,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  };
}
