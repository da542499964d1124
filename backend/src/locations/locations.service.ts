import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_UNIQUE_VIOLATION, isTakenId, pgErrorCode } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { EntityImageService } from '@/files/entity-image.service';
import {
  LOCATION_PHOTO,
  LocationsRepository,
  type LocationValues,
} from '@/locations/locations.repository';
import { mapLocation, mapPublicLocation } from '@/locations/location.mapper';
import type {
  CreateLocationDto,
  LocationDto,
  PublicLocationDto,
} from '@/locations/dto/location.dto';

export const PUBLIC_LOCATIONS_KEY = 'public:locations';
const NOT_FOUND = 'Die Sportstätte wurde nicht gefunden.';

/** Sports venues; every change is public at once (they have no publish workflow). */
@Injectable()
export class LocationsService {
  constructor(
    private readonly repo: LocationsRepository,
    private readonly cache: PublicCache,
    private readonly images: EntityImageService,
  ) {}

  async list(): Promise<LocationDto[]> {
    return (await this.repo.list()).map(mapLocation);
  }

  async publicList(): Promise<PublicLocationDto[]> {
    return (await this.repo.list()).map(mapPublicLocation);
  }

  async create(dto: CreateLocationDto): Promise<LocationDto> {
    const row = await this.repo
      .insert({ ...this.toValues(dto), id: dto._id })
      .catch((error: unknown) => {
        throw this.duplicateName(error);
      });
    this.cache.invalidate(PUBLIC_LOCATIONS_KEY);
    return mapLocation(row);
  }

  async update(id: string, dto: CreateLocationDto, version: number): Promise<LocationDto> {
    const current = await this.repo.findById(id);
    if (!current) throw AppError.notFound(NOT_FOUND);
    const row = await this.repo
      .updateVersioned(id, version, this.toValues(dto))
      .catch((error: unknown) => {
        throw this.duplicateName(error);
      });
    if (!row) {
      const now = await this.repo.findById(id);
      if (!now) throw AppError.notFound(NOT_FOUND);
      throw AppError.versionConflict(
        'Die Sportstätte wurde inzwischen von jemand anderem geändert.',
        mapLocation(now),
      );
    }
    this.cache.invalidate(PUBLIC_LOCATIONS_KEY);
    return mapLocation(row);
  }

  async remove(id: string): Promise<void> {
    const deleted = await this.repo.delete(id);
    if (!deleted) throw AppError.notFound(NOT_FOUND);
    this.cache.invalidate(PUBLIC_LOCATIONS_KEY);
    await this.images.remove(deleted.photoUrl);
  }

  /** Checks the row before reading the body; the replaced image's files are deleted. */
  async uploadImage(id: string, request: FastifyRequest): Promise<LocationDto> {
    if (!(await this.repo.findById(id))) throw AppError.notFound(NOT_FOUND);
    const row = await this.images.replace(request, LOCATION_PHOTO, id, {
      notFound: NOT_FOUND,
    });
    this.cache.invalidate(PUBLIC_LOCATIONS_KEY);
    return mapLocation(row);
  }

  private toValues(dto: CreateLocationDto): LocationValues {
    return {
      name: stripTags(dto.name),
      description: stripTags(dto.description),
      mapsLink: dto.maps_link || null,
      postalCode: dto.postal_code,
      city: stripTags(dto.city),
      address: stripTags(dto.address),
    };
  }

  private duplicateName(error: unknown): unknown {
    // A taken client-made id is the primary key's violation: 409 (common/error-response.ts).
    return pgErrorCode(error) === PG_UNIQUE_VIOLATION && !isTakenId(error)
      ? new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
          details: { name: 'Eine Sportstätte mit diesem Namen gibt es schon.' },
        })
      : error;
  }
}
