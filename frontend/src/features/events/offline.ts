import type { components } from '@/api/generated/schema';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/events/strings';

/** A club event as its editors hold it (GET /api/events). */
export type StaffEvent = components['schemas']['EventStaffDto'];
export type EventKind = components['schemas']['EventKind'];
export type LocalEvent = Local<StaffEvent>;

/**
 * What the PUT replaces: every field of the event. The department is carried too: left out, the
 * server would move the event to the editor's own department (the whole club for an admin).
 */
export const EVENT_FIELDS = [
  'kind',
  'department_id',
  'title',
  'description',
  'date',
  'start_time',
  'end_date',
  'end_time',
  'location_id',
  'place',
  'agenda',
  'notice_days',
  'published',
  'cancelled',
  'cancel_note',
] as const;

/**
 * Club events offline (issue 37), like the fun run: created with the device's id, changed with
 * `PUT /api/events` (If-Match, the whole event) and deleted through the outbox.
 */
export const eventEntity = defineOfflineEntity<StaffEvent>()({
  type: 'event',
  ns: 'events',
  create: '/api/events',
  update: { method: 'PUT', path: '/api/events' },
  remove: '/api/events/{id}',
  immutableKeys: ['slug', 'announced_on'],
  updateCarries: EVENT_FIELDS,
  label: (event, t) => t('events:entity', { title: event.title ?? '' }),
});
