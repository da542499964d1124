/** Spec section 4/9: a flash appears after 300 ms and stays 5 s (success) or 9 s (otherwise). */
export const FLASH_DELAY_MS = 300;
export const FLASH_SUCCESS_MS = 5000;
export const FLASH_OTHER_MS = 9000;

export type FlashIntent = 'success' | 'error' | 'warning' | 'info';

export function flashDuration(intent: FlashIntent): number {
  return intent === 'success' ? FLASH_SUCCESS_MS : FLASH_OTHER_MS;
}
