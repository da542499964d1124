import { Body1, Caption1, Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { publicQueries, type PublicNews } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { useClub, type Club } from '@/components/club/club';
import { formatDate, formatTime, isoDate } from '@/components/format/date';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterButton } from '@/components/RouterButton';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/newsItem.json';
import en from '@/locales/en/newsItem.json';

addNamespace('newsItem', { de, en });

const useStyles = makeStyles({
  page: {
    maxWidth: '820px',
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' },
  meta: { color: tokens.colorNeutralForeground2 },
  photo: { width: '100%', height: 'auto', borderRadius: tokens.borderRadiusXLarge },
  paragraph: { margin: 0, whiteSpace: 'pre-line' },
  info: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
});

function newsJsonLd(item: PublicNews, club: Pick<Club, 'name'>, lang: string) {
  return {
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.created_at,
    url: `/${lang}/news/${item._id}`,
    ...(item.photoURL ? { image: item.photoURL } : {}),
    author: item.created_by
      ? { '@type': 'Person', name: item.created_by.name }
      : { '@type': 'SportsClub', name: club.name },
    publisher: { '@type': 'SportsClub', name: club.name },
  };
}

/**
 * `/:lang/news/:id` (issue 38): one news item in full — the start page's feed clamps its text to
 * three lines (spec section 9) and links each item here; the RSS feed links here too.
 */
export function NewsItemPage() {
  const styles = useStyles();
  const { t } = useTranslation('newsItem');
  const lang = useLang();
  const club = useClub();
  const { id = '' } = useParams();
  const news = useQuery(publicQueries.news());
  const item = news.data?.find((n) => n._id === id) ?? null;
  usePageMeta(
    item
      ? {
          title: item.title,
          description: item.text.slice(0, 160),
          image: item.photoURL ?? undefined,
          imageAlt: item.title,
          type: 'article',
          jsonLd: [newsJsonLd(item, club, lang)],
        }
      : news.isSuccess
        ? { title: t('notFoundTitle'), noindex: true, status: 404 }
        : { title: t('title') },
  );

  const back = (
    <RouterLink to={`/${lang}/#news-heading`} className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" />
      {t('back')}
    </RouterLink>
  );
  if (news.isPending) return <Spinner label={t('loading')} />;
  if (failedWithoutData(news)) {
    return (
      <div className={styles.page}>
        {back}
        <Body1 as="p" role="alert">
          {t('loadError')}
        </Body1>
      </div>
    );
  }
  if (!item) {
    return (
      <div className={styles.page} data-testid="news-not-found">
        <Title1 as="h1">{t('notFoundTitle')}</Title1>
        <Body1 as="p">{t('notFound')}</Body1>
        <div>
          <RouterButton to={`/${lang}/#news-heading`} appearance="primary">
            {t('back')}
          </RouterButton>
        </div>
      </div>
    );
  }
  return (
    <article className={styles.page} data-testid="news-page">
      {back}
      <header className={styles.header}>
        <Title1 as="h1" className={styles.title}>
          {item.title}
        </Title1>
        <Caption1 className={styles.meta}>
          <time dateTime={isoDate(item.created_at)}>
            {t('dateTime', {
              date: formatDate(item.created_at),
              time: formatTime(item.created_at),
            })}
          </time>
          {item.created_by ? ` · ${item.created_by.name}` : null}
        </Caption1>
      </header>
      {item.photoURL ? (
        <ResponsiveImage
          className={styles.photo}
          src={item.photoURL}
          srcset={item.srcset}
          width={1280}
          height={720}
          sizes="(min-width: 860px) 820px, 100vw"
          alt=""
          priority
        />
      ) : null}
      <Body1 as="p" className={styles.paragraph} data-testid="news-text">
        {item.text}
      </Body1>
      {item.info ? (
        <Body1 as="p" className={styles.info}>
          {item.info}
        </Body1>
      ) : null}
    </article>
  );
}
