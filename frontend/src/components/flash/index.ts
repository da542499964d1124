export { FlashProvider } from '@/components/flash/FlashProvider';
export { useFlash } from '@/components/flash/useFlash';
export type { FlashApi } from '@/components/flash/FlashContext';
export {
  FLASH_DELAY_MS,
  FLASH_OTHER_MS,
  FLASH_SUCCESS_MS,
  type FlashIntent,
} from '@/components/flash/flashTiming';
