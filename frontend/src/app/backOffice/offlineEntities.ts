import { postEntity } from '@/features/blog';
import { courseEntity } from '@/features/courses';
import { departmentEntity } from '@/features/departments';
import { newsEntity } from '@/features/news';
import { timeEntity } from '@/features/timeslots';
import { workshopEntity } from '@/features/workshops';
import { registerEntities } from '@/offline/registry';

/** Every offline-editable entity type, each declared by its feature (FRONTEND.md). */
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
