import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { formatDate, formatTime, isoDate } from '@/components/format/date';
import { SectionState } from '@/features/home/components/SectionState';
import { failedWithoutData } from '@/api/shownStatus';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/i18n/useLang';

const useStyles = makeStyles({
  // Spec section 9: the news feed is at most 400 px wide.
  root: {
    maxWidth: '400px',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    // The news feed (RSS) links each item here (#news-<id>): below the sticky top bar, marked.
    scrollMarginTop: '88px',
    ':target': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  text: {
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: '3',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { color: tokens.colorNeutralForeground2 },
});

/**
 * Spec section 2: the news feed (title one line, text three lines, date and time); each title
 * links to the item's own page, where it is read in full.
 */
export function NewsFeed() {
  const styles = useStyles();
  const { t } = useTranslation('home');
  const news = useQuery(publicQueries.news());
  const lang = useLang();
  return (
    <section className={styles.root} aria-labelledby="news-heading" data-testid="news-feed">
      <Subtitle1 as="h2" id="news-heading">
        {t('news.title')}
      </Subtitle1>
      {news.data && news.data.length > 0 ? (
        <ul className={styles.list}>
          {news.data.map((item) => (
            <li
              key={item._id}
              id={`news-${item._id}`}
              className={styles.item}
              data-testid="news-item"
            >
              <h3 className={styles.title} title={item.title}>
                {/* The text is clamped here; the whole item is on its own page (issue 38). */}
                <RouterLink to={`/${lang}/news/${item._id}`} data-testid="news-link">
                  {item.title}
                </RouterLink>
              </h3>
              <Caption1 className={styles.meta}>
                <time dateTime={isoDate(item.created_at)}>
                  {t('news.dateTime', {
                    date: formatDate(item.created_at),
                    time: formatTime(item.created_at),
                  })}
                </time>
              </Caption1>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <SectionState
          loading={news.isPending}
          error={failedWithoutData(news)}
          errorText={t('news.loadError')}
          emptyText={t('news.empty')}
          onRetry={() => void news.refetch()}
          testId="news"
        />
      )}
    </section>
  );
}
