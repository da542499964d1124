import { makeStyles, tokens } from '@fluentui/react-components';
import type { PublicPost } from '@/api/publicQueries';
import { useLang } from '@/i18n/useLang';
import { formatDate, isoDate } from '@/components/format/date';
import { RouterLink } from '@/components/RouterLink';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  date: { color: tokens.colorNeutralForeground2, marginRight: tokens.spacingHorizontalS },
});

/** A short list of posts (date and title), each linking to beitrag/{id}. */
export function PostLinks({ posts, label }: { posts: readonly PublicPost[]; label: string }) {
  const styles = useStyles();
  const lang = useLang();
  return (
    <ul className={styles.list} aria-label={label} data-testid="post-links">
      {posts.map((post) => (
        <li key={post._id}>
          <time className={styles.date} dateTime={isoDate(post.created_at)}>
            {formatDate(post.created_at)}
          </time>
          <RouterLink to={`/${lang}/beitrag/${post._id}`}>{post.title}</RouterLink>
        </li>
      ))}
    </ul>
  );
}
