import { useEffect, useState } from 'react';

/** Spec section 9: the blog carousel's cycle interval. */
export const CAROUSEL_INTERVAL_MS = 70_000;

/**
 * Advances `index` every `interval` ms while `running`; a manual change restarts the wait.
 * Starts at 0 on the server and in the browser (same first render).
 */
export function useAutoAdvance(count: number, interval: number, running: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [index, count, interval, running]);
  const safe = count > 0 ? index % count : 0;
  return {
    index: safe,
    goTo: (next: number) => setIndex(((next % count) + count) % count),
    next: () => setIndex((safe + 1) % count),
    prev: () => setIndex((safe - 1 + count) % count),
  };
}

/** prefers-reduced-motion, read in an effect (false in the server render). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
