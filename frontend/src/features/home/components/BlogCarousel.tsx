import { Button, Caption1, Spinner } from '@fluentui/react-components';
import {
  ChevronLeftRegular,
  ChevronRightRegular,
  PauseRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPost } from '@/api/publicQueries';
import { RouterLink } from '@/components/RouterLink';
import { formatDate } from '@/components/format/date';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { useLang } from '@/i18n/useLang';
import { useBlogCarouselStyles } from '@/features/home/components/BlogCarousel.styles';
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_INTERVAL_MS,
  STEP_ATTRIBUTE,
  TO_ATTRIBUTE,
  TRACK_ATTRIBUTE,
  slideId,
  useAutoAdvance,
  usePrefersReducedMotion,
  useSlideIndex,
} from '@/features/home/carousel';

/** Marks the links the early part answers (backend src/pages/early-controls/index.ts). */
const EARLY = { 'data-vh-early': '' };

export interface BlogCarouselProps {
  posts: readonly PublicPost[];
  loading: boolean;
  failed: boolean;
  interval?: number;
}

/**
 * Spec section 2: the carousel of blog posts (70 s per slide). A horizontal scroll container
 * with mandatory snapping, one post per full width: a swipe, a wheel or the arrow keys (the
 * container takes the focus) turn it, with or without JavaScript. Its dots and arrows are links
 * to the slides' ids, which the browser follows by scrolling the container; before the app runs
 * the early part (backend src/pages/early-controls/carousel.ts) turns it by one slide, then the
 * app does the same, and its dots follow the scroll position. Without JavaScript only the dots
 * are shown (the arrows' targets would stay those of the first slide). It pauses while the
 * pointer or the focus is inside, when the visitor pauses it, and never turns by itself with
 * reduced motion.
 */
export function BlogCarousel({
  posts,
  loading,
  failed,
  interval = CAROUSEL_INTERVAL_MS,
}: BlogCarouselProps) {
  const styles = useBlogCarouselStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const running = !hovered && !focused && !stopped && !reducedMotion;
  const count = posts.length;
  const { index, goTo, step } = useSlideIndex(track, count);
  useAutoAdvance(index, step, interval, running, count);

  if (count === 0) {
    return (
      <div className={styles.state} data-testid="carousel-state">
        {loading ? (
          <Spinner label={t('common:loading')} />
        ) : (
          <Caption1>{failed ? t('posts.loadError') : t('posts.empty')}</Caption1>
        )}
      </div>
    );
  }

  const wrap = (i: number) => (i + count) % count;
  const turn = (go: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    go();
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      data-testid="blog-carousel"
      {...{ [CAROUSEL_ATTRIBUTE]: '' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={track}
        className={styles.track}
        role="group"
        aria-label={t('carousel.track')}
        // Focusable, so the arrow keys scroll it (also without JavaScript).
        tabIndex={0}
        data-testid="carousel-track"
        {...{ [TRACK_ATTRIBUTE]: '' }}
      >
        {posts.map((post, i) => (
          <div
            key={post._id}
            id={slideId(i)}
            className={styles.slide}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: i + 1, count })}
            data-testid="carousel-slide"
          >
            <ResponsiveImage
              className={styles.photo}
              src={post.photoURL}
              srcset={post.srcset}
              alt=""
              width={1280}
              height={720}
              sizes="(min-width: 1200px) 760px, (min-width: 1024px) 60vw, 100vw"
              priority={i === 0}
            />
            <div className={styles.caption}>
              <Caption1>{formatDate(post.created_at)}</Caption1>
              <h3 className={styles.title}>{post.title}</h3>
              <RouterLink to={`/${lang}/beitrag/${post._id}`}>
                {t('postCard.readOn')}
                <span className={styles.visuallyHidden}>: {post.title}</span>
              </RouterLink>
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {/* A <button> outside the early part: a tap before the app is kept for it. */}
          <Button
            className={styles.scripted}
            appearance="subtle"
            icon={stopped ? <PlayRegular /> : <PauseRegular />}
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setStopped((s) => !s)}
            data-testid="carousel-toggle"
          />
          <div className={styles.turn} {...EARLY}>
            <Button
              as="a"
              href={`#${slideId(wrap(index - 1))}`}
              className={styles.scripted}
              appearance="subtle"
              icon={<ChevronLeftRegular />}
              aria-label={t('carousel.prev')}
              onClick={turn(() => step(-1))}
              data-testid="carousel-prev"
              {...{ [STEP_ATTRIBUTE]: '-1' }}
            />
            <div className={styles.dots}>
              {posts.map((post, i) => (
                <a
                  key={post._id}
                  href={`#${slideId(i)}`}
                  className={styles.dot}
                  aria-label={t('carousel.goTo', { index: i + 1, title: post.title })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={turn(() => goTo(i))}
                  data-testid="carousel-dot"
                  {...{ [TO_ATTRIBUTE]: String(i) }}
                />
              ))}
            </div>
            <Button
              as="a"
              href={`#${slideId(wrap(index + 1))}`}
              className={styles.scripted}
              appearance="subtle"
              icon={<ChevronRightRegular />}
              aria-label={t('carousel.next')}
              onClick={turn(() => step(1))}
              data-testid="carousel-next"
              {...{ [STEP_ATTRIBUTE]: '1' }}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
