import { BACK_OFFICE_AREAS } from '@/app/backOffice/areas';
import { registerEntities } from '@/offline/registry';

/**
 * Every offline-editable entity type: those the areas' manifests declare (FRONTEND.md). The
 * manifests load their pages lazily, so the sync engine's chunk and the test setup do not load
 * the features' screens.
 */
export const OFFLINE_ENTITIES = [
  ...new Set(BACK_OFFICE_AREAS.flatMap((area) => area.entities ?? [])),
];

export function registerOfflineEntities(): void {
  registerEntities(OFFLINE_ENTITIES);
}
