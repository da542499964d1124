import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { pgConstraint } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { addDays } from '@/schedule/schedule-rules';
import { berlinToday, funrunMoments } from '@/funruns/funrun-dates';
import { mapFunrun, mapStaffFunrun } from '@/funruns/funrun.mapper';
import { FunrunsRepository, type FunrunRow, type FunrunValues } from '@/funruns/funruns.repository';
import type {
  CreateFunrunDto,
  FunrunDto,
  FunrunStaffDto,
  PublicFunrunOverviewDto,
} from '@/funruns/dto/funrun.dto';

/** Every public fun-run key starts so (the overview and one per year). */
export const PUBLIC_FUNRUN_PREFIX = 'public:funrun';
export const PUBLIC_FUNRUN_KEY = `${PUBLIC_FUNRUN_PREFIX}:current`;
export const publicFunrunYearKey = (year: number) => `${PUBLIC_FUNRUN_PREFIX}:year:${year}`;

const NOT_FOUND = 'Der Volkslauf wurde nicht gefunden.';
/** Longest single timer; a later moment is reached by re-arming after a reload. */
const MAX_TIMER_MS = 60 * 60 * 1000;
/** Bib pick-up starts at most this many days before the run. */
const PICKUP_DAYS_BEFORE = 14;

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The club's fun run, one per year (issue 36). The public overview depends on the date as well
 * as on writes (a run that is over gives way to the next), so each load arms a timer that
 * expires it at the next moment a run's registration, late registration or day ends.
 */
@Injectable()
export class FunrunsService implements OnModuleDestroy {
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: FunrunsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
  ) {
    // The page names the venue's address: a venue's change reaches every cached run.
    cache.addDependentPrefix(PUBLIC_FUNRUN_PREFIX, [PUBLIC_LOCATIONS_KEY]);
  }

  onModuleDestroy(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
  }

  async list(): Promise<FunrunStaffDto[]> {
    return (await this.repo.list()).map(mapStaffFunrun);
  }

  /**
   * The coming run once it has tracks (its program is out); else the last run that took place,
   * with the date of the next if one is entered; the other years, newest first.
   */
  async publicOverview(now = new Date()): Promise<PublicFunrunOverviewDto> {
    const rows = await this.repo.list();
    this.expireAt(this.nextMoment(rows, now));
    const today = berlinToday(now);
    const coming = rows.filter((row) => row.date >= today).reverse();
    const past = rows.filter((row) => row.date < today);
    const featured = coming.find((row) => row.tracks.length > 0) ?? past[0] ?? coming[0] ?? null;
    const next = coming.find((row) => row !== featured) ?? null;
    return {
      current: featured ? mapFunrun(featured) : null,
      next_date: featured && featured.date < today ? (next?.date ?? null) : null,
      years: rows.filter((row) => row !== featured).map((row) => row.year),
    };
  }

  async publicYear(year: number): Promise<FunrunDto> {
    const row = await this.repo.findByYear(year);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return mapFunrun(row);
  }

  async create(dto: CreateFunrunDto): Promise<FunrunStaffDto> {
    const values = await this.toValues(dto);
    const id = await this.repo
      .insert({ ...values, id: dto._id })
      .catch((error: unknown) => this.yearTaken(error, dto.year));
    this.changed();
    return mapStaffFunrun((await this.repo.findById(id))!);
  }

  async update(id: string, dto: CreateFunrunDto, version: number): Promise<FunrunStaffDto> {
    const values = await this.toValues(dto);
    const inUse = await this.repo.tracksInUse(id);
    if (dto.tracks.length < inUse) {
      throw invalid({
        tracks:
          inUse === 1
            ? 'Für die erste Strecke gibt es schon Anmeldungen: sie bleibt in der Liste und an ihrer Stelle; neue Strecken kommen ans Ende.'
            : `Für die ersten ${inUse} Strecken gibt es schon Anmeldungen: sie bleiben in der Liste und an ihrer Stelle; neue Strecken kommen ans Ende.`,
      });
    }
    const done = await this.repo
      .updateVersioned(id, version, values)
      .catch((error: unknown) => this.yearTaken(error, dto.year));
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    if (!done) {
      throw AppError.versionConflict(
        'Der Volkslauf wurde inzwischen von jemand anderem geändert.',
        mapStaffFunrun(row),
      );
    }
    this.changed();
    return mapStaffFunrun(row);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.delete(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'funrun',
      entityId: id,
      details: { year: row.year },
    });
    this.changed();
  }

  private changed(): void {
    this.cache.invalidatePrefix(PUBLIC_FUNRUN_PREFIX);
  }

  private yearTaken(error: unknown, year: number): never {
    if (pgConstraint(error) === 'funruns_year_unique') {
      throw invalid({ year: `Für ${year} gibt es schon einen Volkslauf.` });
    }
    throw error;
  }

  /** The next moment after `now` at which what the page says changes by itself. */
  private nextMoment(rows: FunrunRow[], now: Date): Date | null {
    const moments = rows
      .flatMap((row) => Object.values(funrunMoments(row)))
      .filter((at) => at > now)
      .sort((a, b) => a.getTime() - b.getTime());
    return moments[0] ?? null;
  }

  private expireAt(at: Date | null): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (!at) return;
    const wait = Math.min(Math.max(at.getTime() - Date.now() + 1, 0), MAX_TIMER_MS);
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      // Time, not a write: during a database outage the last answer stays readable.
      this.cache.expire(PUBLIC_FUNRUN_KEY);
    }, wait).unref();
  }

  /** The rules a form cannot hold alone: dates in order and in the year, a venue that exists. */
  private async toValues(dto: CreateFunrunDto): Promise<FunrunValues> {
    const problems: Record<string, string> = {};
    if (!dto.date.startsWith(`${dto.year}-`)) {
      problems.date = `Der Volkslauf ${dto.year} findet im Jahr ${dto.year} statt.`;
    }
    if (dto.registration_until > dto.date) {
      problems.registration_until = 'Die Anmeldung endet spätestens am Tag des Laufs.';
    }
    dto.bib_pickups.forEach((slot, i) => {
      if (slot.to <= slot.from)
        problems[`bib_pickups.${i}.to`] = 'Das Ende muss nach dem Beginn liegen.';
      if (slot.date > dto.date || slot.date < addDays(dto.date, -PICKUP_DAYS_BEFORE)) {
        problems[`bib_pickups.${i}.date`] =
          `Die Ausgabe liegt in den ${PICKUP_DAYS_BEFORE} Tagen vor dem Lauf oder an seinem Tag.`;
      }
    });
    if (dto.location_id && !(await this.repo.locationExists(dto.location_id))) {
      problems.location_id = 'Diese Sportstätte gibt es nicht (mehr).';
    }
    if (Object.keys(problems).length) throw invalid(problems);
    const plain = (text: string | undefined) => stripTags(text ?? '').trim();
    return {
      year: dto.year,
      date: dto.date,
      startTime: dto.start_time,
      locationId: dto.location_id ?? null,
      registrationUntil: dto.registration_until,
      bibPickups: [...dto.bib_pickups]
        .sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from))
        .map(({ date, from, to }) => ({ date, from, to })),
      lateClosesMinutes: dto.late_closes_minutes,
      lateFeeCents: cents(dto.late_fee),
      registrationEmail: dto.registration_email || null,
      tracks: dto.tracks.map((track) => ({
        name_de: plain(track.name_de),
        name_en: plain(track.name_en),
        distance_m: track.distance_m,
        start_time: track.start_time,
        fee_cents: cents(track.fee),
        medal: track.medal,
        age_group: plain(track.age_group ?? '') || null,
      })),
      introDe: plain(dto.intro_de),
      introEn: plain(dto.intro_en),
      notesDe: plain(dto.notes_de),
      notesEn: plain(dto.notes_en),
      resultsUrl: dto.results_url || null,
    };
  }
}

function invalid(details: Record<string, string>): AppError {
  return new AppError(
    ErrorCode.ValidationFailed,
    'Bitte prüfe die markierten Angaben zum Volkslauf.',
    { details },
  );
}
