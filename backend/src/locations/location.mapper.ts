import type { LocationRow } from '@/locations/locations.repository';
import type { LocationDto, PublicLocationDto } from '@/locations/dto/location.dto';
import { srcsetOf } from '@/files/upload-names';

export function mapPublicLocation(row: LocationRow): PublicLocationDto {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    maps_link: row.mapsLink,
    postal_code: row.postalCode,
    city: row.city,
    address: row.address,
    photoURL: row.photoUrl,
    srcset: srcsetOf(row.photoUrl),
  };
}

export function mapLocation(row: LocationRow): LocationDto {
  return {
    ...mapPublicLocation(row),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
