import type { Banner } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/banners/strings';

export type LocalBanner = Local<Banner>;

/** What the banner's PUT replaces: it carries every field, not only the changed ones. */
export const BANNER_FIELDS = ['text', 'link', 'severity', 'starts_at', 'ends_at'] as const;

/**
 * Banners (site-wide notices) offline: created, changed (`PUT /api/banners` with If-Match, the
 * whole banner) and deleted, all through the outbox. The text names it.
 */
export const bannerEntity = defineOfflineEntity<Banner>()({
  type: 'banner',
  ns: 'banners',
  create: '/api/banners',
  update: { method: 'PUT', path: '/api/banners' },
  remove: '/api/banners/{id}',
  immutableKeys: [],
  updateCarries: BANNER_FIELDS,
  label: (banner, t) => t('banners:entity', { title: banner.text ?? '' }),
});

/** Whether it shows now (the server's `active` is as old as the last load): from ≤ now < until. */
export function bannerState(banner: Pick<Banner, 'starts_at' | 'ends_at'>, now = Date.now()) {
  if (Date.parse(banner.starts_at) > now) return 'upcoming' as const;
  if (Date.parse(banner.ends_at) <= now) return 'ended' as const;
  return 'active' as const;
}
