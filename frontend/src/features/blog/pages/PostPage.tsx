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
import { useEffect, useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { LIKE_PARAM, type LikeNote } from '@/features/blog/likeNote';
import { answerText } from '@/api/errorMessage';
import { usePageFormAnswer } from '@/components/form/pageFormAnswer';
import { isApiError } from '@/api/ApiError';
import { publicQueries, type PublicPost } from '@/api/publicQueries';
import { useClub, type Club } from '@/components/club/club';
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
/** The like button's two hearts: its styles show one by its aria-pressed. */
const LIKE_OFF_CLASS = 'vh-like-off';
const LIKE_ON_CLASS = 'vh-like-on';
const SOCIAL_NAMES = { twitter: 'X (Twitter)', facebook: 'Facebook', instagram: 'Instagram' };

function blogPostingJsonLd(post: PublicPost, club: Club, lang: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    datePublished: post.created_at,
    url: `/${lang}/beitrag/${post._id}`,
    ...(post.photoURL ? { image: post.photoURL } : {}),
    author: post.owner?.name
      ? { '@type': 'Person', name: post.owner.name }
      : { '@type': 'SportsClub', name: club.name },
    publisher: { '@type': 'SportsClub', name: club.name },
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: post.likes,
      },
    ],
  };
}

/**
 * `/:lang/beitrag/:id`: one post in full, its like button and its (once per visit) view. The like
 * button is a form: without JavaScript it posts to the post's own address (backend
 * posts.page.controller.ts), which counts it and sends the browser back with `?like=danke` (or
 * `schon`); before the app runs a plain script answers it at once (backend early-controls/like.ts,
 * `data-vh-like`), and the app's first render starts from what that script showed.
 */
export function PostPage() {
  const styles = usePostPageStyles();
  const { t, i18n } = useTranslation('blog');
  const club = useClub();
  const lang = useLang();
  const flash = useFlash();
  const { id = '' } = useParams();
  const query = useQuery(publicQueries.post(id));
  const post = query.data ?? null;
  // A malformed id is answered with 400, a missing or blocked post with 404: both "not found".
  const notFound =
    (query.isSuccess && !post) ||
    (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status));
  // The page after its like form was posted without the app (backend posts.page.controller.ts),
  // as the route's loader read it from the address the page was rendered for (likeNote.ts).
  const note = useLoaderData() as LikeNote | null | undefined;
  const [likedAsPage] = useState(() => note ?? null);
  const likeAnswer = usePageFormAnswer('like');
  const { likeState, likes, views, like } = usePostCounters(post, likedAsPage !== null, () =>
    flash.show(t('post.likeFailed'), 'error'),
  );
  // The note stays; the address loses it (also one the server did not believe), so neither a
  // reload nor a copied address carries it on.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(LIKE_PARAM)) return;
    url.searchParams.delete(LIKE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const description = post ? excerpt(post.text, 160) : '';

  usePageMeta(
    post
      ? {
          title: post.title,
          description,
          image: post.photoURL ?? undefined,
          imageAlt: post.title,
          type: 'article',
          jsonLd: [blogPostingJsonLd(post, club, lang, description)],
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

  // Pressed, not disabled: what the page's early script changes (aria-pressed and the texts) is all
  // that differs, so a page it changed hydrates as it is (backend early-controls/like.ts).
  // A like on its way is shown pressed at once (usePostCounters counts it); a refusal undoes it.
  const liked = likeState === 'liked' || likeState === 'pending' || likeState === 'sending';
  const social = SOCIAL.flatMap((key) => {
    const url = post.social_media?.[key];
    return url ? [{ key, url }] : [];
  });

  async function onLike() {
    if (liked) return;
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
        <form
          method="post"
          action={`/${lang}/beitrag/${post._id}#like`}
          id="like"
          className={styles.likeForm}
          data-vh-early=""
          data-vh-like={post._id}
          onSubmit={(event) => {
            event.preventDefault();
            void onLike();
          }}
        >
          <Button
            type="submit"
            appearance="secondary"
            className={styles.like}
            icon={
              <>
                <HeartRegular className={LIKE_OFF_CLASS} />
                <HeartFilled className={LIKE_ON_CLASS} />
              </>
            }
            aria-pressed={liked}
            data-testid="post-like"
          >
            <span data-vh-like-label="" data-like={t('post.like')} data-liked={t('post.liked')}>
              {liked ? t('post.liked') : t('post.like')}
            </span>
          </Button>
        </form>
        <span className={styles.counts}>
          <span className={styles.count} data-testid="post-likes">
            <HeartRegular aria-hidden="true" />
            <span
              data-vh-like-count={post._id}
              data-count={likes}
              data-one={t('post.likes', { count: 1 })}
              data-other={t('post.likes', { count: 2 }).replace('2', '#')}
            >
              {t('post.likes', { count: likes })}
            </span>
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
        {likeAnswer ? (
          <Body1 role="alert" className={styles.likeNote} data-testid="post-like-answer">
            {answerText(likeAnswer.code, likeAnswer.message, i18n)}
          </Body1>
        ) : likedAsPage ? (
          <Body1 role="status" className={styles.likeNote} data-testid="post-like-note">
            {likedAsPage === 'danke' ? t('post.likeThanks') : t('post.likeAgain')}
          </Body1>
        ) : null}
      </div>
    </article>
  );
}
