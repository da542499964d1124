import { Body1, Title1, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useToday } from '@/components/schedule/cancellations';
import { useLang } from '@/i18n/useLang';
import {
  LoadState,
  PostLinks,
  SectionNav,
  useCanonicalHash,
  useHashScroll,
  useSectionLayoutStyles,
  workshopAnchorId,
} from '@/features/departments';
import { offerFor } from '@/features/registration';
import { WorkshopSection } from '@/features/workshops/components/WorkshopSection';
import { workshopsJsonLd } from '@/features/workshops/workshopsJsonLd';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/workshops.json';
import en from '@/locales/en/workshops.json';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';

addNamespace('workshops', { de, en });

/** `/:lang/workshop` (spec section 2): all public workshops as sections with a side list. */
export function WorkshopsPage() {
  const styles = useSectionLayoutStyles();
  const { t } = useTranslation('workshops');
  const club = useClub();
  const workshops = useQuery(publicQueries.workshops());
  const posts = useQuery(publicQueries.workshopPosts());
  const offers = useQuery(publicQueries.registrations());
  const list = workshops.data ?? [];
  const ids = list.map((w) => workshopAnchorId(w.title));
  const firstPhoto = list.find((w) => w.photoURL)?.photoURL ?? undefined;
  const lang = useLang();
  // The sessions to come as the sections show them: from the day the server rendered the page.
  const today = useToday();
  usePageMeta({
    title: t('title'),
    description: t('description', { club: club.name }),
    image: firstPhoto,
    ...(list.length ? { jsonLd: [workshopsJsonLd(list, club, lang, today)] } : {}),
  });
  useCanonicalHash(ids, workshopAnchorId);
  useHashScroll();

  return (
    <article className={styles.page} data-testid="workshops-page">
      <header className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {t('title')}
        </Title1>
        <Body1 as="p">{t('intro')}</Body1>
      </header>
      {workshops.isPending ? <LoadState kind="loading" text={t('loading')} /> : null}
      {failedWithoutData(workshops) ? <LoadState kind="error" text={t('loadError')} /> : null}
      {shownStatus(workshops) === 'success' && list.length === 0 ? (
        <LoadState kind="empty" text={t('empty')} />
      ) : null}
      {list.length > 0 ? (
        <div className={styles.columns}>
          <aside className={styles.aside}>
            <SectionNav
              title={t('nav')}
              items={list.map((w, i) => ({ id: ids[i] ?? '', label: w.title }))}
            />
          </aside>
          <div className={styles.sections}>
            {list.map((workshop) => (
              <WorkshopSection
                key={workshop._id}
                workshop={workshop}
                offer={offerFor(offers.data, 'workshop', workshop._id)}
              />
            ))}
            {posts.data?.length ? (
              <section aria-labelledby="workshop-posts" className={styles.section}>
                <Title2 as="h2" id="workshop-posts" className={styles.sectionTitle}>
                  {t('posts')}
                </Title2>
                <PostLinks posts={posts.data.slice(0, 5)} label={t('posts')} />
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
