import { act, fireEvent, screen } from '@testing-library/react';
import { BlogCarousel } from '@/features/home/components/BlogCarousel';
import { CAROUSEL_INTERVAL_MS, TURN_MS } from '@/features/home/carousel';
import { makePost } from '@/features/blog/testing/postFixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';

const posts = [makePost(1), makePost(2), makePost(3)];
const WIDTH = 300;

/** jsdom has no layout: the track is WIDTH wide, and scrollTo moves it at once and says so. */
function fakeLayout() {
  const width = jest
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockImplementation(() => WIDTH);
  const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
    this.scrollLeft = options.left ?? 0;
    this.dispatchEvent(new Event('scroll'));
  });
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
  return { scrollTo, restore: () => width.mockRestore() };
}

/** The slide the dots mark as current, by its title. */
function currentTitle(): string | null {
  const dots = screen.getAllByTestId('carousel-dot');
  const i = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  return i < 0
    ? null
    : (screen.getAllByTestId('carousel-slide')[i]!.querySelector('h3')?.textContent ?? null);
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
  let layout: ReturnType<typeof fakeLayout>;
  beforeEach(() => {
    jest.useFakeTimers();
    layout = fakeLayout();
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = realMatchMedia;
    layout.restore();
  });

  function renderCarousel() {
    renderWithProviders(<BlogCarousel posts={posts} loading={false} failed={false} />);
    return screen.findByTestId('blog-carousel');
  }

  it('renders every slide in one scroll container, the links aimed at the slides', async () => {
    setReducedMotion(false);
    await renderCarousel();
    const slides = screen.getAllByTestId('carousel-slide');
    expect(slides.map((slide) => slide.id)).toEqual(['slide-1', 'slide-2', 'slide-3']);
    expect(slides.every((slide) => !slide.hidden)).toBe(true);
    expect(screen.getByTestId('carousel-track')).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByTestId('carousel-dot').map((dot) => dot.getAttribute('href'))).toEqual([
      '#slide-1',
      '#slide-2',
      '#slide-3',
    ]);
    expect(screen.getByTestId('carousel-next')).toHaveAttribute('href', '#slide-2');
    expect(screen.getByTestId('carousel-prev')).toHaveAttribute('href', '#slide-3');
  });

  it('turns to the next post after 70 seconds and wraps around', async () => {
    setReducedMotion(false);
    await renderCarousel();
    expect(currentTitle()).toBe('Beitrag 1');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(currentTitle()).toBe('Beitrag 1');
    act(() => jest.advanceTimersByTime(1));
    expect(currentTitle()).toBe('Beitrag 2');
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 3');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 1');
    expect(screen.getByTestId('carousel-next')).toHaveAttribute('href', '#slide-2');
  });

  it('follows the scroll position (a swipe) with its dots and arrows', async () => {
    setReducedMotion(false);
    await renderCarousel();
    const track = screen.getByTestId('carousel-track');
    act(() => {
      track.scrollLeft = 2 * WIDTH;
      track.dispatchEvent(new Event('scroll'));
    });
    expect(currentTitle()).toBe('Beitrag 3');
    expect(screen.getByTestId('carousel-next')).toHaveAttribute('href', '#slide-1');
    expect(screen.getByTestId('carousel-prev')).toHaveAttribute('href', '#slide-2');
  });

  it('pauses while the pointer is over it and goes on after', async () => {
    setReducedMotion(false);
    const root = await renderCarousel();
    fireEvent.mouseEnter(root);
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 1');
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 2');
  });

  it('pauses while the focus is inside', async () => {
    setReducedMotion(false);
    await renderCarousel();
    act(() => screen.getByTestId('carousel-track').focus());
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 1');
  });

  it('does not turn by itself with reduced motion, but the links turn it without animation', async () => {
    setReducedMotion(true);
    await renderCarousel();
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 1');
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(currentTitle()).toBe('Beitrag 2');
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
    act(() => jest.advanceTimersByTime(TURN_MS));
    fireEvent.click(screen.getByTestId('carousel-prev'));
    act(() => jest.advanceTimersByTime(TURN_MS));
    fireEvent.click(screen.getByTestId('carousel-prev'));
    expect(currentTitle()).toBe('Beitrag 3');
    fireEvent.click(screen.getAllByTestId('carousel-dot')[1]!);
    expect(currentTitle()).toBe('Beitrag 2');
    expect(screen.getAllByTestId('carousel-dot')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('goes on from where a turn under way is heading', async () => {
    setReducedMotion(false);
    // A smooth scroll that has not moved yet.
    layout.scrollTo.mockImplementation(() => undefined);
    await renderCarousel();
    fireEvent.click(screen.getByTestId('carousel-next'));
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  });

  it('stops when the visitor pauses it', async () => {
    setReducedMotion(false);
    await renderCarousel();
    fireEvent.click(screen.getByTestId('carousel-toggle'));
    act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentTitle()).toBe('Beitrag 1');
  });
});
