import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { BannersRepository, type BannerValues } from '@/banners/banners.repository';
import { mapBanner, mapPublicBanner } from '@/banners/banner.mapper';
import type { BannerDto, CreateBannerDto, PublicBannerDto } from '@/banners/dto/banner.dto';

export const PUBLIC_BANNERS_KEY = 'public:banners';
/** Longest single timer; a later change is reached by re-arming after a reload. */
const MAX_TIMER_MS = 60 * 60 * 1000;
const NOT_FOUND = 'Der Hinweis wurde nicht gefunden.';

/**
 * Site-wide notices. The public answer is the set active now, which changes with time as well as
 * with writes: each load arms a timer that drops the cached bytes at the next start or end.
 */
@Injectable()
export class BannersService implements OnModuleDestroy {
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: BannersRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
  ) {}

  onModuleDestroy(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
  }

  async list(): Promise<BannerDto[]> {
    const now = new Date();
    return (await this.repo.list()).map((row) => mapBanner(row, now));
  }

  async publicActive(): Promise<PublicBannerDto[]> {
    const now = new Date();
    const [rows, nextChange] = await Promise.all([
      this.repo.active(now),
      this.repo.nextChange(now),
    ]);
    this.expireAt(nextChange);
    return rows.map(mapPublicBanner);
  }

  async create(dto: CreateBannerDto): Promise<BannerDto> {
    const row = await this.repo.insert({ ...this.toValues(dto), id: dto._id });
    this.cache.invalidate(PUBLIC_BANNERS_KEY);
    return mapBanner(row);
  }

  async update(id: string, dto: CreateBannerDto, version: number): Promise<BannerDto> {
    const row = await this.repo.updateVersioned(id, version, this.toValues(dto));
    if (!row) {
      const now = await this.repo.findById(id);
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Der Hinweis wurde inzwischen von jemand anderem geändert.',
        mapBanner(now),
      );
    }
    this.cache.invalidate(PUBLIC_BANNERS_KEY);
    return mapBanner(row);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.delete(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'banner',
      entityId: id,
      details: { text: row.text },
    });
    this.cache.invalidate(PUBLIC_BANNERS_KEY);
  }

  private expireAt(at: Date | null): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (!at) return;
    // +1 ms: at the boundary itself the banner has (not) started yet (starts_at <= now < ends_at).
    const wait = Math.min(Math.max(at.getTime() - Date.now() + 1, 0), MAX_TIMER_MS);
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      // Time, not a write: during a database outage the last list stays readable.
      this.cache.expire(PUBLIC_BANNERS_KEY);
    }, wait).unref();
  }

  private toValues(dto: CreateBannerDto): BannerValues {
    return {
      text: stripTags(dto.text),
      link: dto.link || null,
      severity: dto.severity,
      startsAt: new Date(dto.starts_at),
      endsAt: new Date(dto.ends_at),
    };
  }
}
