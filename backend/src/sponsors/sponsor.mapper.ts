import type { SponsorRow } from '@/sponsors/sponsors.repository';
import type { PublicSponsorDto, SponsorDto } from '@/sponsors/dto/sponsor.dto';
import { srcsetOf } from '@/files/upload-names';

export function mapPublicSponsor(row: SponsorRow): PublicSponsorDto {
  return {
    _id: row.id,
    text: row.text,
    link: row.link,
    photoURL: row.photoUrl,
    srcset: srcsetOf(row.photoUrl),
  };
}

export function mapSponsor(row: SponsorRow): SponsorDto {
  return {
    ...mapPublicSponsor(row),
    placements: row.placements,
    sort_order: row.sortOrder,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
