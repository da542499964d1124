import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@/common/app-error';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  isTakenId,
  pgErrorCode,
} from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { venueKey } from '@/common/venue-key';
import { EntityImageService } from '@/files/entity-image.service';
import {
  LOCATION_PHOTO,
  LocationsRepository,
  type LocationValues,
  type VenueSlotRow,
} from '@/locations/locations.repository';
import { mapLocation, mapPublicLocation } from '@/locations/location.mapper';
import type {
  CreateLocationDto,
  LocationDto,
  PublicLocationDto,
} from '@/locations/dto/location.dto';

export const PUBLIC_LOCATIONS_KEY = 'public:locations';
const NOT_FOUND = 'Die Sportstätte wurde nicht gefunden.';
const TAKEN_NAME = 'Eine Sportstätte mit diesem Namen gibt es schon.';

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
    const values = this.toValues(dto);
    await this.assertNameFree(values.name, dto._id);
    const row = await this.repo.insert({ ...values, id: dto._id }).catch((error: unknown) => {
      throw this.duplicateName(error);
    });
    this.cache.invalidate(PUBLIC_LOCATIONS_KEY);
    return mapLocation(row);
  }

  async update(id: string, dto: CreateLocationDto, version: number): Promise<LocationDto> {
    const current = await this.repo.findById(id);
    if (!current) throw AppError.notFound(NOT_FOUND);
    const values = this.toValues(dto);
    await this.assertNameFree(values.name, id);
    const row = await this.repo.updateVersioned(id, version, values).catch((error: unknown) => {
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

  /**
   * A venue that slots are in is not deleted (409 VENUE_IN_USE naming them; the foreign key
   * refuses it too, should a slot come in between): a slot would lose its place in the hall plan
   * without anyone deciding where it goes. Published copies may still name it; they show their
   * text then.
   */
  async remove(id: string): Promise<void> {
    const current = await this.repo.findById(id);
    if (!current) throw AppError.notFound(NOT_FOUND);
    const slots = await this.repo.slotsIn(id);
    if (slots.length > 0) throw this.inUse(current.name, slots);
    const deleted = await this.repo.delete(id).catch(async (error: unknown) => {
      if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
      throw this.inUse(current.name, await this.repo.slotsIn(id));
    });
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

  /**
   * Venue names are unique however they are typed (`venueKey`): a look-alike of another venue's
   * name would make a text that names one of them ambiguous.
   */
  private async assertNameFree(name: string, id: string | undefined): Promise<void> {
    const key = venueKey(name);
    const other = (await this.repo.list()).find((v) => v.id !== id && venueKey(v.name) === key);
    if (other) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: {
          name:
            other.name === name
              ? TAKEN_NAME
              : `${TAKEN_NAME} Sie ist so geschrieben: „${other.name}“.`,
        },
      });
    }
  }

  private inUse(name: string, slots: VenueSlotRow[]): AppError {
    const named = slots
      .map((slot) => {
        const owner = slot.courseTitle ?? `Workshop „${slot.workshopTitle ?? ''}“`;
        return `${owner} (${slot.day} ${slot.start}–${slot.end})`;
      })
      .sort((a, b) => a.localeCompare(b, 'de'));
    const shown = named.slice(0, 5).join(', ');
    const more = named.length > 5 ? ` und ${named.length - 5} weitere` : '';
    return new AppError(
      ErrorCode.VenueInUse,
      `Die Sportstätte „${name}“ wird noch von Trainingszeiten genutzt: ${shown}${more}. ` +
        'Bitte verlege diese Zeiten zuerst in eine andere Sportstätte.',
      { data: { venue: name, slots: named } },
    );
  }

  private duplicateName(error: unknown): unknown {
    // A taken client-made id is the primary key's violation: 409 (common/error-response.ts).
    return pgErrorCode(error) === PG_UNIQUE_VIOLATION && !isTakenId(error)
      ? new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
          details: { name: TAKEN_NAME },
        })
      : error;
  }
}
