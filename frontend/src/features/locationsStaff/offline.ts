import type { StaffLocation } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/locationsStaff/strings';

export type LocalLocation = Local<StaffLocation>;

/** What the venue's PUT replaces: it carries every field, not only the changed ones. */
export const LOCATION_FIELDS = [
  'name',
  'description',
  'maps_link',
  'postal_code',
  'city',
  'address',
] as const;

/**
 * Venues (Sportstätten) offline: created, changed (`PUT /api/locations` with If-Match, the whole
 * venue), given an image and deleted (`DELETE /api/locations?id=`), all through the outbox.
 */
export const locationEntity = defineOfflineEntity<StaffLocation>()({
  type: 'location',
  ns: 'locations',
  create: '/api/locations',
  update: { method: 'PUT', path: '/api/locations' },
  remove: { path: '/api/locations', query: 'id' },
  upload: { image: '/api/location/uploadImage/{id}' },
  immutableKeys: [],
  updateCarries: LOCATION_FIELDS,
  label: (location, t) => t('locations:entity', { title: location.name ?? '' }),
});
