import type { Workshop } from '@/api/types';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';

export type WorkshopRecord = Omit<Workshop, 'times'>;
export type LocalWorkshop = Local<WorkshopRecord>;

/** Workshops offline, as courses: `POST /api/workshop` updates, times embedded in answers. */
export const workshopEntity = defineOfflineEntity<Workshop>()({
  type: 'workshop',
  ns: 'account',
  create: '/api/workshops',
  update: { method: 'POST', path: '/api/workshop' },
  remove: '/api/workshop/{id}',
  upload: { image: '/api/workshop/profileImage/{id}' },
  action: { publish: '/api/workshop/publish/{id}' },
  immutableKeys: [],
  embeds: [{ key: 'times', type: 'time' }],
  // Edited on the device (itself, its image, a time): changed, as the server will say.
  edited: (workshop) =>
    workshop.state === 'published' ? { ...workshop, state: 'changed' } : workshop,
  label: (workshop, t) => t('entity.workshop', { title: workshop.title ?? '' }),
});
