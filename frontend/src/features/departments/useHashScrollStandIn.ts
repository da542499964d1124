// TODO(coordinator): replace with @/components/scroll/scrollToAnchor (the pages import only
// `scrollToId` and `useHashScroll` from this file, so the swap is this one module).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 9: sections scroll with an offset of 100 px (here: scroll-margin-top on them). */
export const SCROLL_OFFSET = 100;

/** Scrolls the section with this id into view and puts its anchor in the address. */
export function scrollToId(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}

/** Scrolls to the section named by the address's hash after the page rendered (and on change). */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep it as it is
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
