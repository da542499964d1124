import { postEntity } from '@/features/blog/offline';
import { courseEntity } from '@/features/courses/offline';
import { departmentEntity } from '@/features/departments/offline';
import { newsEntity } from '@/features/news/offline';
import { timeEntity } from '@/features/timeslots/offline';
import { workshopEntity } from '@/features/workshops/offline';
import { registerEntities } from '@/offline/registry';

/**
 * Every offline-editable entity type, each declared by its feature (FRONTEND.md). Imported from
 * the features' small `offline.ts` modules (like the manifests), so the sync engine's chunk and
 * the test setup do not load the features' screens.
 */
export const OFFLINE_ENTITIES = [
  courseEntity,
  timeEntity,
  newsEntity,
  postEntity,
  workshopEntity,
  departmentEntity,
];

export function registerOfflineEntities(): void {
  registerEntities(OFFLINE_ENTITIES);
}
