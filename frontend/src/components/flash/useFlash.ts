import { useContext } from 'react';
import { FlashContext, type FlashApi } from '@/components/flash/FlashContext';

export function useFlash(): FlashApi {
  const api = useContext(FlashContext);
  if (!api) throw new Error('useFlash must be used inside <FlashProvider>');
  return api;
}
