import { Body1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { PublicPost } from '@/api/publicQueries';
import { RouterButton } from '@/components/RouterButton';
import { useLang } from '@/i18n/useLang';
import { PostCard } from '@/features/blog';
import { SectionState } from '@/features/home/components/SectionState';
import { useSectionStyles } from '@/features/home/components/sections.styles';

const useStyles = makeStyles({
  track: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'min(85%, 340px)',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    paddingBottom: tokens.spacingVerticalM,
  },
  item: { scrollSnapAlign: 'start', display: 'grid' },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

export interface BlogSliderProps {
  posts: readonly PublicPost[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Home section #blogposts: the latest posts as a horizontal, snapping list of cards. */
export function BlogSlider({ posts, loading, failed, onRetry }: BlogSliderProps) {
  const section = useSectionStyles();
  const styles = useStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section id="blogposts" className={section.section} aria-labelledby="blogposts-heading">
      <div className={styles.header}>
        <Title2 as="h2" id="blogposts-heading" className={section.heading}>
          {t('posts.title')}
        </Title2>
        <RouterButton
          to={`/${lang}/blog`}
          appearance="secondary"
          icon={<ArrowRightRegular />}
          iconPosition="after"
        >
          {t('posts.all')}
        </RouterButton>
      </div>
      <Body1 as="p" className={section.intro}>
        {t('posts.intro')}
      </Body1>
      {posts.length > 0 ? (
        <ul
          className={mergeClasses(section.list, styles.track)}
          aria-labelledby="blogposts-heading"
        >
          {posts.map((post) => (
            <li key={post._id} className={styles.item}>
              <PostCard post={post} sizes="340px" />
            </li>
          ))}
        </ul>
      ) : (
        <SectionState
          loading={loading}
          error={failed}
          errorText={t('posts.loadError')}
          emptyText={t('posts.empty')}
          onRetry={onRetry}
          testId="blogposts"
        />
      )}
    </section>
  );
}
