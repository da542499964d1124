import { useSyncExternalStore } from 'react';
import { getSessionEnd, onSessionEnd, type SessionEnd } from '@/auth/session';

const subscribe = (onChange: () => void) => onSessionEnd(() => onChange());
/** The server render knows nothing of the device: the page hydrates without the reason. */
const none = () => null;

/** Why the device's last session ended (a blocked account), until the next login. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(subscribe, getSessionEnd, none);
}
