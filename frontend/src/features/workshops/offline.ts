import type { Workshop } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';
import type { Local } from '@/offline/types';

export type WorkshopRecord = Omit<Workshop, 'times'>;
export type LocalWorkshop = Local<WorkshopRecord>;

/** Workshops offline, as courses: `POST /api/workshop` updates, times embedded in answers. */
export const workshopEntity: OfflineEntity<Workshop> = {
  type: 'workshop',
  paths: {
    create: '/api/workshops',
    update: '/api/workshop',
    remove: (id) => `/api/workshop/${encodeURIComponent(id)}`,
    upload: { image: (id) => `/api/workshop/profileImage/${encodeURIComponent(id)}` },
    action: { publish: (id) => `/api/workshop/publish/${encodeURIComponent(id)}` },
  },
  updateMethod: 'POST',
  immutableKeys: [],
  embeds: [{ key: 'times', type: 'time' }],
  // Edited on the device (itself, its image, a time): changed, as the server will say.
  edited: (workshop) =>
    workshop.state === 'published' ? { ...workshop, state: 'changed' } : workshop,
  label: (workshop, t) => t('entity.workshop', { title: workshop.title ?? '' }),
  fieldLabel: (key, t) => t(`fields.${key}`, { defaultValue: key }),
};
