import { createContext } from 'react';
import type { FlashIntent } from '@/components/flash/flashTiming';

export interface FlashApi {
  /** Shows `message` (the server's sentence, or a translated text) as a flash message. */
  show(message: string, intent: FlashIntent): void;
  /**
   * Removes every message, also those still waiting to appear: for a page that says one thing
   * instead (the login page after a blocked account), where earlier messages no longer hold.
   */
  clear(): void;
}

export const FlashContext = createContext<FlashApi | null>(null);
