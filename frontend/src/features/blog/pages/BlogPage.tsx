import { Body1, Button, Caption1, LargeTitle, Spinner } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { RouterButton } from '@/components/RouterButton';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useLang } from '@/i18n/useLang';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/blog.json';
import en from '@/locales/en/blog.json';
import { PostCard } from '@/features/blog/components/PostCard';
import { blogHasPage, pageCount, pageFromSearch } from '@/features/blog/paging';
import { NotFoundPage } from '@/features/errors';
import { usePendingLikes } from '@/features/blog/usePendingLikes';
import { useBlogPageStyles } from '@/features/blog/pages/BlogPage.styles';
import { failedWithoutData } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';

addNamespace('blog', { de, en });

/**
 * `/:lang/blog?seite=N`: the posts, ten per page, newest first, with their social links. A page
 * past the last one, or a `seite` that names none, is the site's 404 page (status 404 in the
 * server render, so it is never kept; page 1 of an empty blog is the blog).
 */
export function BlogPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const count = useQuery(publicQueries.postCount());
  return blogHasPage(page, count.data) ? (
    <BlogList page={page} total={count.data} />
  ) : (
    <NotFoundPage />
  );
}

function BlogList({ page, total }: { page: number; total: number | undefined }) {
  const styles = useBlogPageStyles();
  const { t } = useTranslation('blog');
  const club = useClub();
  const lang = useLang();
  const posts = useQuery(publicQueries.posts(page));
  const pages = pageCount(total ?? 0);
  usePendingLikes();
  usePageMeta({
    title: page > 1 ? `${t('meta.title')} – ${t('pagination.page', { page })}` : t('meta.title'),
    description: t('meta.description', { club: club.name }),
  });

  const href = (p: number) => (p <= 1 ? `/${lang}/blog` : `/${lang}/blog?seite=${p}`);

  return (
    <div className={styles.page}>
      <LargeTitle as="h1" className={styles.heading}>
        {t('page.title')}
      </LargeTitle>
      <Body1 as="p" className={styles.intro}>
        {t('page.intro')}
      </Body1>
      {renderBody()}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('pagination.label')} data-testid="blog-pager">
          {page > 1 ? (
            <RouterButton to={href(page - 1)} icon={<ChevronLeftRegular />} data-testid="blog-prev">
              {t('pagination.prev')}
            </RouterButton>
          ) : null}
          <ul className={styles.pages}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <RouterButton
                  to={href(p)}
                  appearance={p === page ? 'primary' : 'subtle'}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: p })}
                >
                  {String(p)}
                </RouterButton>
              </li>
            ))}
          </ul>
          {page < pages ? (
            <RouterButton
              to={href(page + 1)}
              icon={<ChevronRightRegular />}
              iconPosition="after"
              data-testid="blog-next"
            >
              {t('pagination.next')}
            </RouterButton>
          ) : null}
          <Caption1 role="status">{t('pagination.status', { page, pages })}</Caption1>
        </nav>
      ) : null}
    </div>
  );

  function renderBody() {
    if (posts.data && posts.data.length > 0) {
      return (
        <ul className={styles.grid} data-testid="blog-list">
          {posts.data.map((post, i) => (
            <li key={post._id} className={styles.item}>
              <PostCard
                post={post}
                showSocial
                headingLevel="h2"
                priority={i === 0}
                sizes="(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      );
    }
    if (posts.isPending) {
      return (
        <div className={styles.state}>
          <Spinner label={t('common:loading')} />
        </div>
      );
    }
    if (failedWithoutData(posts)) {
      return (
        <div className={styles.state} role="alert" data-testid="blog-error">
          <Body1>{t('page.loadError')}</Body1>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void posts.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.state} data-testid="blog-empty">
        <Body1>{page > 1 ? t('page.pageEmpty', { page }) : t('page.empty')}</Body1>
        {page > 1 ? <RouterButton to={href(1)}>{t('page.firstPage')}</RouterButton> : null}
      </div>
    );
  }
}
