import type { TimeSlot } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

export type LocalTimeSlot = Local<TimeSlot>;

/** What the time slot dialog edits. */
export type TimeSlotInput = Pick<TimeSlot, 'day' | 'start' | 'end' | 'location'>;

const SLOT_FIELDS = ['day', 'start', 'end', 'location'] as const;

/** A training time of a course or a workshop; its PUT carries the whole slot. */
export const timeEntity = defineOfflineEntity<TimeSlot>()({
  type: 'time',
  ns: 'account',
  create: '/api/times',
  update: { method: 'PUT', path: '/api/times' },
  remove: '/api/time/{id}',
  removeIfMatch: true,
  immutableKeys: ['course', 'workshop'],
  updateCarries: SLOT_FIELDS,
  parent: { types: ['course', 'workshop'], of: (slot) => slot.course ?? slot.workshop },
  label: (slot, t) =>
    t('entity.time', { slot: `${slot.day ?? ''} ${slot.start ?? ''}–${slot.end ?? ''}`.trim() }),
});
