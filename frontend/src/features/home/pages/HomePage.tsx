import { Body1, LargeTitle } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { clubBadge, siteNameOf, useClub } from '@/components/club/club';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useLang } from '@/i18n/useLang';
import { usePendingLikes } from '@/features/blog';
import { OffersSection } from '@/features/courses';
import { BlogCarousel } from '@/features/home/components/BlogCarousel';
import { BlogSlider } from '@/features/home/components/BlogSlider';
import { ContactSection } from '@/features/home/components/ContactSection';
import { FsjTeaser } from '@/features/fsj';
import { NewsFeed } from '@/features/home/components/NewsFeed';
import { SponsorsSection } from '@/features/home/components/SponsorsSection';
import { WorkshopsSection } from '@/features/home/components/WorkshopsSection';
import { sportsClubJsonLd } from '@/features/home/homeJsonLd';
import { useHomePageStyles } from '@/features/home/pages/HomePage.styles';
import { failedWithoutData } from '@/api/shownStatus';

/** How many of the newest posts the carousel turns through. */
const CAROUSEL_POSTS = 5;

/** `/:lang/`: the home page, sections in the order of spec section 2. */
export function HomePage() {
  const styles = useHomePageStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const posts = useQuery(publicQueries.posts(1));
  const list = posts.data ?? [];
  const club = useClub();
  usePendingLikes();
  const description = t('meta.description', { club: siteNameOf(club) });
  usePageMeta({
    description,
    type: 'website',
    // The club's badge as the link preview (square; no post photo speaks for the whole club).
    image: clubBadge(club),
    imageAlt: siteNameOf(club),
    jsonLd: [sportsClubJsonLd(club, lang, description)],
  });

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <LargeTitle as="h1" className={styles.title}>
            {siteNameOf(club)}
          </LargeTitle>
          <Body1 as="p" className={styles.subtitle}>
            {club.founding_year
              ? t('hero.subtitleSince', { year: club.founding_year })
              : t('hero.subtitle')}
          </Body1>
        </div>
      </div>
      <FsjTeaser />
      <div className={styles.top}>
        <BlogCarousel
          posts={list.slice(0, CAROUSEL_POSTS)}
          loading={posts.isPending}
          failed={failedWithoutData(posts)}
        />
        <NewsFeed />
      </div>
      {[
        <OffersSection key="offers" />,
        <WorkshopsSection key="workshops" />,
        <BlogSlider
          key="blog"
          posts={list}
          loading={posts.isPending}
          failed={failedWithoutData(posts)}
          onRetry={() => void posts.refetch()}
        />,
        <SponsorsSection key="sponsors" />,
        <ContactSection key="contact" />,
      ].map((section) => (
        // Below the first screen: laid out and painted only near the viewport.
        <div key={section.key} className={styles.later}>
          {section}
        </div>
      ))}
    </>
  );
}
