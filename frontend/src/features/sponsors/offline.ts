import type { Sponsor } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/sponsors/strings';

export type LocalSponsor = Local<Sponsor>;

/** What the sponsor's PUT replaces: it carries every field, not only the changed ones. */
export const SPONSOR_FIELDS = ['text', 'link', 'placements', 'sort_order'] as const;

/**
 * Sponsors offline: created, changed (`PUT /api/sponsors` with If-Match, the whole sponsor), given
 * a logo and deleted, all through the outbox. A sponsor has no title: its text names it.
 */
export const sponsorEntity = defineOfflineEntity<Sponsor>()({
  type: 'sponsor',
  ns: 'sponsors',
  create: '/api/sponsors',
  update: { method: 'PUT', path: '/api/sponsors' },
  remove: '/api/sponsor/{id}',
  upload: { image: '/api/sponsor/uploadImage/{id}' },
  immutableKeys: [],
  updateCarries: SPONSOR_FIELDS,
  label: (sponsor, t) => t('sponsors:entity', { title: sponsor.text ?? '' }),
});
