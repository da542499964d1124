import { Body1, Button, Caption1, LargeTitle, Spinner, Title1 } from '@fluentui/react-components';
import {
  ArrowLeftRegular,
  EyeRegular,
  HeartFilled,
  HeartRegular,
  ShareRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { publicQueries, type PublicPost } from '@/api/publicQueries';
import { CLUB } from '@/components/club/club';
import { RouterButton } from '@/components/RouterButton';
import { useFlash } from '@/components/flash';
import { formatDate, isoDate } from '@/components/format/date';
import { excerpt } from '@/components/format/plainText';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RichText } from '@/components/richtext/RichText';
import { useLang } from '@/i18n/useLang';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/blog.json';
import en from '@/locales/en/blog.json';
import { usePostCounters } from '@/features/blog/usePostCounters';
import { usePostPageStyles } from '@/features/blog/pages/PostPage.styles';

addNamespace('blog', { de, en });

const SOCIAL = ['twitter', 'facebook', 'instagram'] as const;
const SOCIAL_NAMES = { twitter: 'X (Twitter)', facebook: 'Facebook', instagram: 'Instagram' };

function blogPostingJsonLd(post: PublicPost, lang: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    datePublished: post.created_at,
    url: `/${lang}/beitrag/${post._id}`,
    ...(post.photoURL ? { image: post.photoURL } : {}),
    author: { '@type': 'Person', name: post.owner?.name ?? CLUB.name },
    publisher: { '@type': 'SportsClub', name: CLUB.name },
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: post.likes,
      },
    ],
  };
}

/** `/:lang/beitrag/:id`: one post in full, its like button and its (once per visit) view. */
export function PostPage() {
  const styles = usePostPageStyles();
  const { t } = useTranslation('blog');
  const lang = useLang();
  const flash = useFlash();
  const { id = '' } = useParams();
  const query = useQuery(publicQueries.post(id));
  const post = query.data ?? null;
  // A malformed id is answered with 400, a missing or blocked post with 404: both "not found".
  const notFound =
    (query.isSuccess && !post) ||
    (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status));
  const { likeState, likes, views, like } = usePostCounters(post);
  const description = post ? excerpt(post.text, 160) : '';

  usePageMeta(
    post
      ? {
          title: post.title,
          description,
          image: post.photoURL ?? undefined,
          imageAlt: post.title,
          type: 'article',
          jsonLd: [blogPostingJsonLd(post, lang, description)],
        }
      : notFound
        ? { title: t('post.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('meta.title') },
  );

  const back = (
    <RouterButton
      to={`/${lang}/blog`}
      appearance="subtle"
      icon={<ArrowLeftRegular />}
      className={styles.back}
    >
      {t('post.back')}
    </RouterButton>
  );

  if (!post) {
    return (
      <div className={styles.page}>
        {back}
        {query.isPending ? (
          <div className={styles.state}>
            <Spinner label={t('common:loading')} />
          </div>
        ) : notFound ? (
          <section className={styles.state} data-testid="post-not-found">
            <Title1 as="h1">{t('post.notFoundTitle')}</Title1>
            <Body1>{t('post.notFoundText')}</Body1>
          </section>
        ) : (
          <div className={styles.state} role="alert" data-testid="post-error">
            <Title1 as="h1">{t('meta.title')}</Title1>
            <Body1>{t('post.loadError')}</Body1>
            <Button onClick={() => void query.refetch()}>{t('common:retry')}</Button>
          </div>
        )}
      </div>
    );
  }

  const liked = likeState === 'liked' || likeState === 'pending';
  const social = SOCIAL.flatMap((key) => {
    const url = post.social_media?.[key];
    return url ? [{ key, url }] : [];
  });

  async function onLike() {
    const result = await like();
    if (result === 'pending') flash.show(t('post.likedPending'), 'info');
    if (result === 'failed') flash.show(t('post.likeFailed'), 'error');
  }

  return (
    <article className={styles.page} aria-labelledby="post-title" data-testid="post-page">
      {back}
      <header className={styles.header}>
        {post.info || post.department ? (
          <Caption1>{post.info || t('post.department', { name: post.department?.name })}</Caption1>
        ) : null}
        <LargeTitle as="h1" id="post-title" className={styles.title}>
          {post.title}
        </LargeTitle>
        <div className={styles.meta}>
          {post.owner ? <Body1>{t('post.by', { name: post.owner.name })}</Body1> : null}
          <Body1>
            <time dateTime={isoDate(post.created_at)}>
              {t('post.published', { date: formatDate(post.created_at) })}
            </time>
          </Body1>
        </div>
      </header>
      {post.photoURL ? (
        <ResponsiveImage
          className={styles.photo}
          src={post.photoURL}
          srcset={post.srcset}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 820px) 788px, 100vw"
          priority
        />
      ) : null}
      <RichText html={post.text} />
      <div className={styles.actions}>
        <Button
          appearance={liked ? 'primary' : 'secondary'}
          icon={liked ? <HeartFilled /> : <HeartRegular />}
          disabled={liked || likeState === 'sending'}
          aria-pressed={liked}
          onClick={() => void onLike()}
          data-testid="post-like"
        >
          {liked ? t('post.liked') : t('post.like')}
        </Button>
        <span className={styles.counts}>
          <span className={styles.count} data-testid="post-likes">
            <HeartRegular aria-hidden="true" />
            {t('post.likes', { count: likes })}
          </span>
          <span className={styles.count} data-testid="post-views">
            <EyeRegular aria-hidden="true" />
            {t('post.views', { count: views })}
          </span>
        </span>
        {social.map(({ key, url }) => (
          <Button
            key={key}
            as="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            appearance="subtle"
            icon={<ShareRegular />}
            data-testid={`post-social-${key}`}
          >
            {t('post.share', { network: SOCIAL_NAMES[key] })}
          </Button>
        ))}
      </div>
    </article>
  );
}
