import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepPageImages } from '@/app/pwa/offlineImages';

/**
 * After each public page (the first and each client-side route change) its images are kept for
 * offline reading (offlineImages.ts). Only in the built app, where a service worker runs.
 */
export function useOfflineImages(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let current = true;
    void keepPageImages(() => current).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, search]);
}
