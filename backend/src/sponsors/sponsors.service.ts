import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { SPONSOR_PLACEMENTS, type SponsorPlacement } from '@/db/schema';
import { EntityImageService } from '@/files/entity-image.service';
import {
  SPONSOR_PHOTO,
  SponsorsRepository,
  type SponsorValues,
} from '@/sponsors/sponsors.repository';
import { mapPublicSponsor, mapSponsor } from '@/sponsors/sponsor.mapper';
import type { CreateSponsorDto, PublicSponsorDto, SponsorDto } from '@/sponsors/dto/sponsor.dto';

export const publicSponsorsKey = (placement: SponsorPlacement) => `public:sponsors:${placement}`;
const ALL_KEYS = SPONSOR_PLACEMENTS.map(publicSponsorsKey);
const NOT_FOUND = 'Der Sponsor wurde nicht gefunden.';

/** Sponsors are public at once (no publish workflow); each change drops both placements. */
@Injectable()
export class SponsorsService {
  constructor(
    private readonly repo: SponsorsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    private readonly images: EntityImageService,
  ) {}

  async list(): Promise<SponsorDto[]> {
    return (await this.repo.list()).map(mapSponsor);
  }

  async publicList(placement: SponsorPlacement): Promise<PublicSponsorDto[]> {
    return (await this.repo.list(placement)).map(mapPublicSponsor);
  }

  async create(dto: CreateSponsorDto): Promise<SponsorDto> {
    const row = await this.repo.insert({ ...this.toValues(dto), id: dto._id });
    this.cache.invalidate(...ALL_KEYS);
    return mapSponsor(row);
  }

  async update(id: string, dto: CreateSponsorDto, version: number): Promise<SponsorDto> {
    const row = await this.repo.updateVersioned(id, version, this.toValues(dto));
    if (!row) {
      const now = await this.repo.findById(id);
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Der Sponsor wurde inzwischen von jemand anderem geändert.',
        mapSponsor(now),
      );
    }
    this.cache.invalidate(...ALL_KEYS);
    return mapSponsor(row);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.repo.delete(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    await this.audit.record({
      action: 'delete',
      actor: user,
      entityType: 'sponsor',
      entityId: id,
      details: { text: row.text },
    });
    this.cache.invalidate(...ALL_KEYS);
    await this.images.remove(row.photoUrl);
  }

  /** Public at once, so the replaced logo's files are deleted. */
  async uploadImage(id: string, request: FastifyRequest): Promise<SponsorDto> {
    if (!(await this.repo.findById(id))) throw AppError.notFound(NOT_FOUND);
    const row = await this.images.replace(request, SPONSOR_PHOTO, id, {
      notFound: NOT_FOUND,
    });
    this.cache.invalidate(...ALL_KEYS);
    return mapSponsor(row);
  }

  private toValues(dto: CreateSponsorDto): SponsorValues {
    return {
      text: stripTags(dto.text),
      link: dto.link,
      placements: [...new Set(dto.placements)],
      sortOrder: dto.sort_order ?? 0,
    };
  }
}
