import { createContext } from 'react';
import type { FlashIntent } from '@/components/flash/flashTiming';

export interface FlashApi {
  /** Shows `message` (the server's sentence, or a translated text) as a flash message. */
  show(message: string, intent: FlashIntent): void;
}

export const FlashContext = createContext<FlashApi | null>(null);
