import { registerOfflineEntities } from '@/app/backOffice/offlineEntities';
import { syncEngine } from '@/offline/syncEngine';

// Registered before the sync engine can send a row or the back office read a record: main.tsx
// loads this module to send queued writes on any page, and the back office imports it.
registerOfflineEntities();

export { syncEngine };
