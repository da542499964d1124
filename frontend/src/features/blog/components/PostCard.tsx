import { Button, Caption1 } from '@fluentui/react-components';
import { ArrowRightRegular, EyeRegular, HeartRegular, ShareRegular } from '@fluentui/react-icons';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPost } from '@/api/publicQueries';
import { RouterLink } from '@/components/RouterLink';
import { formatDate, isoDate } from '@/components/format/date';
import { excerpt } from '@/components/format/plainText';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { useLang } from '@/i18n/useLang';
import { usePostCardStyles } from '@/features/blog/components/PostCard.styles';

export interface PostCardProps {
  post: PublicPost;
  /** Twitter/Facebook/Instagram links of the post (spec: only on the blog page). */
  showSocial?: boolean;
  /** The heading level of the card title in its page. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page whose photo is its largest image. */
  priority?: boolean;
  /** The layout width of the card for the photo's `sizes`. */
  sizes?: string;
}

const SOCIAL = ['twitter', 'facebook', 'instagram'] as const;
const SOCIAL_NAMES = { twitter: 'X (Twitter)', facebook: 'Facebook', instagram: 'Instagram' };

/** Spec section 2 blog post card: info, likes and views, photo, date, title, excerpt, read on. */
export function PostCard({
  post,
  showSocial = false,
  headingLevel = 'h3',
  priority = false,
  sizes = '(min-width: 640px) 360px, 100vw',
}: PostCardProps) {
  const styles = usePostCardStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const titleId = useId();
  const text = useMemo(() => excerpt(post.text, 240), [post.text]);
  const Heading = headingLevel;
  const info = post.info || post.department?.name || t('postCard.club');
  const links = showSocial
    ? SOCIAL.flatMap((key) => {
        const url = post.social_media?.[key];
        return url ? [{ key, url }] : [];
      })
    : [];

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="post-card">
      <ResponsiveImage
        className={styles.photo}
        src={post.photoURL}
        srcset={post.srcset}
        alt=""
        width={640}
        height={360}
        sizes={sizes}
        priority={priority}
      />
      <div className={styles.body}>
        <div className={styles.infoLine}>
          <Caption1>{info}</Caption1>
          <span className={styles.counts}>
            <span className={styles.count} data-testid="post-card-likes">
              <HeartRegular aria-hidden="true" />
              <span className={styles.visuallyHidden}>{t('postCard.likes')}: </span>
              {post.likes}
            </span>
            <span className={styles.count} data-testid="post-card-views">
              <EyeRegular aria-hidden="true" />
              <span className={styles.visuallyHidden}>{t('postCard.views')}: </span>
              {post.views}
            </span>
          </span>
        </div>
        <Caption1>
          <time dateTime={isoDate(post.created_at)}>{formatDate(post.created_at)}</time>
        </Caption1>
        <Heading id={titleId} className={styles.title}>
          {post.title}
        </Heading>
        <p className={styles.text}>{text}</p>
        <div className={styles.footer}>
          <RouterLink to={`/${lang}/beitrag/${post._id}`} data-testid="post-card-read">
            {t('postCard.readOn')}
            <span className={styles.visuallyHidden}>: {post.title}</span>{' '}
            <ArrowRightRegular aria-hidden="true" />
          </RouterLink>
          {links.length > 0 ? (
            <span className={styles.social}>
              {links.map(({ key, url }) => (
                <Button
                  key={key}
                  as="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  appearance="subtle"
                  size="small"
                  icon={<ShareRegular />}
                  title={t('postCard.social', { network: SOCIAL_NAMES[key] })}
                  data-testid={`post-card-social-${key}`}
                >
                  {SOCIAL_NAMES[key]}
                </Button>
              ))}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
