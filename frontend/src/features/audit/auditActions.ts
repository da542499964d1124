import type { TFunction } from 'i18next';
import type { AuditAction } from '@/api/types';

/** Each action the server records -> its text in `audit:actions` (exhaustive over the enum). */
const ACTION_KEYS: Record<AuditAction, string> = {
  'login.failed': 'loginFailed',
  'login.locked': 'loginLocked',
  'publish.granted': 'publishGranted',
  'publish.rejected': 'publishRejected',
  'publish.direct': 'publishDirect',
  'publish.withdrawn': 'publishWithdrawn',
  block: 'block',
  unblock: 'unblock',
  'role.added': 'roleAdded',
  'role.removed': 'roleRemoved',
  'user.created': 'userCreated',
  'user.deleted': 'userDeleted',
  'user.exported': 'userExported',
  'user.updated': 'userUpdated',
  'profile.updated': 'profileUpdated',
  'password.changed': 'passwordChanged',
  'password.reset': 'passwordReset',
  delete: 'delete',
  'backup.downloaded': 'backupDownloaded',
  'user.verified': 'userVerified',
  'trainer.created': 'trainerCreated',
  restore: 'restore',
  'training.cancelled': 'trainingCancelled',
  'training.restored': 'trainingRestored',
  'venue.closed': 'venueClosed',
  'venue.reopened': 'venueReopened',
  'slot.overlap': 'slotOverlap',
  'setup.completed': 'setupCompleted',
  'club.updated': 'clubUpdated',
  'text.updated': 'textUpdated',
  'document.created': 'documentCreated',
  'document.updated': 'documentUpdated',
  'document.replaced': 'documentReplaced',
  'document.moved': 'documentMoved',
  'event.cancelled': 'eventCancelled',
  'event.reinstated': 'eventReinstated',
};

export function isKnownAction(action: string): action is AuditAction {
  return Object.hasOwn(ACTION_KEYS, action);
}

/** The action in words; one the app does not know (newer server) as the server wrote it. */
export function actionLabel(action: string, t: TFunction): string {
  return isKnownAction(action) ? t(`audit:actions.${ACTION_KEYS[action]}`) : action;
}
