import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Spec section 9: the blog carousel's cycle interval. */
export const CAROUSEL_INTERVAL_MS = 70_000;

/**
 * The carousel's markup that the early part (backend src/pages/early-controls/carousel.ts) and
 * the app share: the carousel, its scroll container (the track: one slide per full width, no gap)
 * and the links that turn it (to a slide by number, or one step back or on).
 */
export const CAROUSEL_ATTRIBUTE = 'data-vh-carousel';
export const TRACK_ATTRIBUTE = 'data-vh-carousel-track';
export const TO_ATTRIBUTE = 'data-vh-carousel-to';
export const STEP_ATTRIBUTE = 'data-vh-carousel-step';

/** The id of slide `index` (0-based): `slide-1`, … (the links' targets without JavaScript). */
export function slideId(index: number): string {
  return `slide-${index + 1}`;
}

/** The slide a track shows: its scroll position in whole widths (every slide is one width). */
export function slideIndexOf(track: HTMLElement, count: number): number {
  const width = track.clientWidth;
  if (!width || count < 1) return 0;
  return Math.max(0, Math.min(count - 1, Math.round(track.scrollLeft / width)));
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * How long a turn counts as under way: a second tap within it goes on from the slide the first
 * one is heading to, not from the one the smooth scroll is passing.
 */
export const TURN_MS = 700;

/** Scrolls a track to slide `index` (wrapping around): smooth, a jump with reduced motion. */
export function scrollToSlide(track: HTMLElement, index: number, count: number): number {
  if (count < 1) return 0;
  const target = ((index % count) + count) % count;
  track.scrollTo({
    left: target * track.clientWidth,
    behavior: reducedMotion() ? 'auto' : 'smooth',
  });
  return target;
}

/**
 * The slide the track shows, followed on every scroll (a swipe, a key, a link, autoplay).
 * Starts at 0 on the server and in the browser (the same first render), then reads the position:
 * before the app took over, the early part may have turned the carousel and marked its dot as
 * current (`aria-current`). Hydration keeps the server's attributes, so while the app takes the
 * page over (`html[data-ready]` unset) the DOM is first set back to what this first render says,
 * and React then changes it from there.
 */
export function useSlideIndex(track: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    if (!document.documentElement.dataset.ready) {
      element
        .closest(`[${CAROUSEL_ATTRIBUTE}]`)
        ?.querySelectorAll(`[${TO_ATTRIBUTE}]`)
        .forEach((dot, i) => {
          if (i === 0) dot.setAttribute('aria-current', 'true');
          else dot.removeAttribute('aria-current');
        });
    }
    const update = () => setIndex(slideIndexOf(element, count));
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [track, count]);
  const safe = count > 0 ? Math.min(index, count - 1) : 0;
  const turn = useRef<{ target: number; at: number } | null>(null);
  const goTo = useCallback(
    (next: number) => {
      if (!track.current) return;
      turn.current = { target: scrollToSlide(track.current, next, count), at: Date.now() };
    },
    [track, count],
  );
  /** One slide back (-1) or on (1), from the slide a turn under way is heading to. */
  const step = useCallback(
    (delta: number) => {
      if (!track.current) return;
      const pending = turn.current && Date.now() - turn.current.at < TURN_MS ? turn.current : null;
      goTo((pending ? pending.target : slideIndexOf(track.current, count)) + delta);
    },
    [track, count, goTo],
  );
  return { index: safe, goTo, step };
}

/**
 * Turns one slide on (`step(1)`) `interval` ms after the last turn while `running` (any turn, also
 * a manual one, restarts the wait).
 */
export function useAutoAdvance(
  index: number,
  step: (delta: number) => void,
  interval: number,
  running: boolean,
  count: number,
): void {
  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = window.setTimeout(() => step(1), interval);
    return () => window.clearTimeout(timer);
  }, [index, step, interval, running, count]);
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
