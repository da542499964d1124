import { act, fireEvent, screen } from '@testing-library/react';
import { BlogCarousel } from '@/features/home/components/BlogCarousel';
import { CAROUSEL_INTERVAL_MS } from '@/features/home/carousel';
import { makePost } from '@/features/blog/testing/postFixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';

const posts = [makePost(1), makePost(2), makePost(3)];

function visibleTitle(): string | null {
  const slide = screen.getAllByTestId('carousel-slide').find((s) => !s.hidden);
  return slide?.querySelector('h3')?.textContent ?? null;
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('BlogCarousel', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = realMatchMedia;
  });

  function renderCarousel() {
    renderWithProviders(<BlogCarousel posts={posts} loading={false} failed={false} />);
    return screen.findByTestId('blog-carousel');
  }

  it('turns to the next post after 70 seconds and wraps around', async () => {
    setReducedMotion(false);
    await renderCarousel();
    expect(visibleTitle()).toBe('Beitrag 1');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(visibleTitle()).toBe('Beitrag 1');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleTitle()).toBe('Beitrag 2');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 3');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 1');
  });

  it('pauses while the pointer is over it and goes on after', async () => {
    setReducedMotion(false);
    const root = await renderCarousel();
    fireEvent.mouseEnter(root);
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 1');
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 2');
  });

  it('does not turn by itself with reduced motion, but the buttons work', async () => {
    setReducedMotion(true);
    await renderCarousel();
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 1');
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(visibleTitle()).toBe('Beitrag 2');
    fireEvent.click(screen.getByTestId('carousel-prev'));
    fireEvent.click(screen.getByTestId('carousel-prev'));
    expect(visibleTitle()).toBe('Beitrag 3');
    fireEvent.click(screen.getAllByTestId('carousel-dot')[1]!);
    expect(visibleTitle()).toBe('Beitrag 2');
    expect(screen.getAllByTestId('carousel-dot')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('stops when the visitor pauses it', async () => {
    setReducedMotion(false);
    await renderCarousel();
    fireEvent.click(screen.getByTestId('carousel-toggle'));
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(visibleTitle()).toBe('Beitrag 1');
  });
});
