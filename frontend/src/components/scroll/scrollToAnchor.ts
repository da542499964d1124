import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 9: the scroll animation lasts 2000 ms and stops 100 px above the target. */
export const SCROLL_DURATION_MS = 2000;
export const SCROLL_OFFSET_PX = 100;

/** Ease-in-out (cubic): slow start, slow landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * How far below the viewport's top `element` stops: its `scroll-margin-top`, where the browser
 * stops a link to it without JavaScript too (a department's sections: 100 px under the top bar,
 * more on a phone, under the sticky list of courses as well), else SCROLL_OFFSET_PX.
 */
export function scrollOffsetOf(element: Element): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop);
  return margin > 0 ? margin : SCROLL_OFFSET_PX;
}

/** The document scroll position that puts `element` its scroll offset below the viewport top. */
export function targetScrollTop(element: Element): number {
  const top = element.getBoundingClientRect().top + window.scrollY - scrollOffsetOf(element);
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, Math.max(max, 0)));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

let running: number | null = null;

function focusTarget(element: HTMLElement): void {
  // Keyboard and screen-reader users continue from the section, not from the link they used.
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to the element with this id (eased, 2000 ms, its scroll offset above it), moves focus to it and
 * writes `#id` into the address without a new history entry. With reduced motion it jumps.
 * Returns false when there is no such element.
 */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const hash = `#${encodeURIComponent(id)}`;
  if (window.location.hash !== hash) {
    window.history.replaceState(window.history.state, '', hash);
  }
  animateTo(targetScrollTop(element), () => focusTarget(element));
  return true;
}

/** Scrolls to `to` (eased, SCROLL_DURATION_MS; a jump with reduced motion), then calls `done`. */
function animateTo(to: number, done: () => void): void {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  if (prefersReducedMotion()) {
    window.scrollTo(0, to);
    done();
    return;
  }
  const from = window.scrollY;
  let start: number | null = null;
  // The visitor takes over: a wheel turn or a touch stops the animation where it is.
  const interrupt = () => {
    if (running !== null) cancelAnimationFrame(running);
    running = null;
    stopListening();
  };
  const stopListening = () => {
    window.removeEventListener('wheel', interrupt);
    window.removeEventListener('touchstart', interrupt);
  };
  window.addEventListener('wheel', interrupt, { passive: true, once: true });
  window.addEventListener('touchstart', interrupt, { passive: true, once: true });
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / SCROLL_DURATION_MS);
    window.scrollTo(0, from + (to - from) * easeInOutCubic(progress));
    if (progress < 1) {
      running = requestAnimationFrame(step);
    } else {
      running = null;
      stopListening();
      done();
    }
  };
  running = requestAnimationFrame(step);
}

/** The scroll-to-top button: the same animation up to the top, then focus on `focusId`. */
export function scrollToTop(focusId?: string): void {
  animateTo(0, () => {
    const element = focusId ? document.getElementById(focusId) : null;
    if (element) focusTarget(element);
  });
}

/** The id a location hash names ("#abc%20d" -> "abc d"), or null for none. */
export function idFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * After mount and whenever the location's hash changes, scrolls to the element the hash names
 * (department and workshop pages: /de/abteilung/Turnen#kinderturnen). Call it once per page.
 */
export function useHashScroll(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    const id = idFromHash(hash);
    if (!id) return;
    // Wait one frame so the page's sections are laid out.
    const frame = requestAnimationFrame(() => {
      scrollToId(id);
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
