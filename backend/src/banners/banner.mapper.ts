import type { BannerRow } from '@/banners/banners.repository';
import type { BannerDto, PublicBannerDto } from '@/banners/dto/banner.dto';

export function mapPublicBanner(row: BannerRow): PublicBannerDto {
  return {
    _id: row.id,
    text: row.text,
    link: row.link,
    severity: row.severity,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

export function mapBanner(row: BannerRow, now = new Date()): BannerDto {
  return {
    ...mapPublicBanner(row),
    active: row.startsAt <= now && now < row.endsAt,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
