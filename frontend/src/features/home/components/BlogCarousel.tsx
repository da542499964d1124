import { Button, Caption1, Spinner, mergeClasses } from '@fluentui/react-components';
import {
  ChevronLeftRegular,
  ChevronRightRegular,
  CircleFilled,
  CircleRegular,
  PauseRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPost } from '@/api/publicQueries';
import { RouterLink } from '@/components/RouterLink';
import { formatDate } from '@/components/format/date';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { useLang } from '@/i18n/useLang';
import { useBlogCarouselStyles } from '@/features/home/components/BlogCarousel.styles';
import {
  CAROUSEL_INTERVAL_MS,
  useAutoAdvance,
  usePrefersReducedMotion,
} from '@/features/home/carousel';

export interface BlogCarouselProps {
  posts: readonly PublicPost[];
  loading: boolean;
  failed: boolean;
  interval?: number;
}

/**
 * Spec section 2: the carousel of blog posts (70 s per slide). It pauses while the pointer or the
 * focus is inside, when the visitor pauses it, and never turns by itself with reduced motion.
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
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const running = !hovered && !focused && !stopped && !reducedMotion;
  const { index, goTo, next, prev } = useAutoAdvance(posts.length, interval, running);

  if (posts.length === 0) {
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

  return (
    <section
      className={styles.root}
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      data-testid="blog-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        {posts.map((post, i) => (
          <div
            key={post._id}
            className={mergeClasses(styles.slide, i !== index && styles.inactive)}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideLabel', { index: i + 1, count: posts.length })}
            hidden={i !== index}
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
      {posts.length > 1 ? (
        <div className={styles.controls}>
          <Button
            appearance="subtle"
            icon={stopped ? <PlayRegular /> : <PauseRegular />}
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setStopped((s) => !s)}
            data-testid="carousel-toggle"
          />
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={t('carousel.prev')}
            onClick={prev}
            data-testid="carousel-prev"
          />
          <div className={styles.dots}>
            {posts.map((post, i) => (
              <Button
                key={post._id}
                className={styles.dot}
                appearance="transparent"
                size="small"
                icon={i === index ? <CircleFilled /> : <CircleRegular />}
                aria-label={t('carousel.goTo', { index: i + 1, title: post.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={t('carousel.next')}
            onClick={next}
            data-testid="carousel-next"
          />
        </div>
      ) : null}
    </section>
  );
}
