import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  easeInOutCubic,
  idFromHash,
  SCROLL_DURATION_MS,
  scrollToId,
  useHashScroll,
} from '@/components/scroll/scrollToAnchor';

let frames: FrameRequestCallback[] = [];
let scrollTo: jest.Mock;
let reduced = false;

function runFrame(now: number): void {
  const pending = frames;
  frames = [];
  pending.forEach((callback) => callback(now));
}

function addTarget(id: string, top: number): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.appendChild(element);
  return element;
}

beforeEach(() => {
  frames = [];
  reduced = false;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/de/abteilung/Turnen');
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    frames = [];
  });
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = jest.fn().mockImplementation(() => ({ matches: reduced }));
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
});

afterEach(() => jest.restoreAllMocks());

describe('scrollToId', () => {
  it('eases over 2000 ms and stops 100 px above the target', () => {
    addTarget('kinderturnen', 900);
    expect(scrollToId('kinderturnen')).toBe(true);

    runFrame(0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    runFrame(SCROLL_DURATION_MS / 2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
    expect(frames).toHaveLength(1);
    runFrame(SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
    expect(frames).toHaveLength(0);
  });

  it("stops at the target's scroll-margin-top where it has one (under a phone's sticky course list)", () => {
    addTarget('kinderturnen', 900).style.scrollMarginTop = '136px';
    scrollToId('kinderturnen');
    runFrame(0);
    runFrame(SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 764);
  });

  it('moves focus to the target once it arrives and writes the hash without a history entry', () => {
    const target = addTarget('yoga', 500);
    const length = window.history.length;
    scrollToId('yoga');
    expect(window.location.hash).toBe('#yoga');
    expect(window.location.pathname).toBe('/de/abteilung/Turnen');
    expect(window.history.length).toBe(length);

    runFrame(0);
    expect(document.activeElement).not.toBe(target);
    runFrame(SCROLL_DURATION_MS);
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps straight to the target when the visitor prefers reduced motion', () => {
    reduced = true;
    const target = addTarget('ballsport', 1200);
    scrollToId('ballsport');
    expect(scrollTo).toHaveBeenCalledWith(0, 1100);
    expect(frames).toHaveLength(0);
    expect(document.activeElement).toBe(target);
  });

  it('returns false and does nothing for a missing id', () => {
    expect(scrollToId('gibt-es-nicht')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});

describe('helpers', () => {
  it('eases from 0 to 1 through the middle', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('decodes the id of a hash', () => {
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('#yoga%20f%C3%BCr%20alle')).toBe('yoga für alle');
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('useHashScroll', () => {
  function Page() {
    useHashScroll();
    return <section id="kinderturnen">Kinderturnen</section>;
  }

  it('scrolls to the section the hash names after mount', () => {
    reduced = true;
    const router = createMemoryRouter([{ path: '/de/abteilung/Turnen', element: <Page /> }], {
      initialEntries: ['/de/abteilung/Turnen#kinderturnen'],
    });
    const { getByText } = render(<RouterProvider router={router} />);
    getByText('Kinderturnen').getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
    runFrame(0);
    expect(scrollTo).toHaveBeenCalledWith(0, 600);
  });

  it('does nothing without a hash', () => {
    const router = createMemoryRouter([{ path: '/de/abteilung/Turnen', element: <Page /> }], {
      initialEntries: ['/de/abteilung/Turnen'],
    });
    render(<RouterProvider router={router} />);
    runFrame(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
