import type { TimeSlot } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type LocalTimeSlot = Local<TimeSlot>;

/** What the time slot dialog edits. */
export type TimeSlotInput = Pick<TimeSlot, 'day' | 'start' | 'end' | 'location'>;

const SLOT_FIELDS = ['day', 'start', 'end', 'location'] as const;

/** A training time of a course or a workshop; its PUT carries the whole slot. */
export const timeEntity: OfflineEntity<TimeSlot> = {
  type: 'time',
  paths: {
    create: '/api/times',
    update: '/api/times',
    remove: (id) => `/api/time/${encodeURIComponent(id)}`,
  },
  updateMethod: 'PUT',
  removeIfMatch: true,
  immutableKeys: ['course', 'workshop'],
  updateCarries: SLOT_FIELDS,
  parent: { types: ['course', 'workshop'], of: (slot) => slot.course ?? slot.workshop },
  label: (slot, t) =>
    t('entity.time', { slot: `${slot.day ?? ''} ${slot.start ?? ''}–${slot.end ?? ''}`.trim() }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};
