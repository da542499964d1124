import { Subtitle1 } from '@fluentui/react-components';
import { ArrowRightRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { RouterButton } from '@/components/RouterButton';
import { useFsjTeaserStyles } from '@/features/fsj/components/FsjTeaser.styles';
import { ClubTextBody, useClubText } from '@/components/club/clubText';

/**
 * The home page's first section (spec section 2): a pointer to the FSJ page, in the club's words
 * (back office "Texte"); a club that wrote none has no FSJ teaser.
 */
export function FsjTeaser({ className }: { className?: string }) {
  const styles = useFsjTeaserStyles();
  const { t } = useTranslation('common');
  const text = useClubText('fsj_teaser');
  const lang = useLang();
  const headingId = useId();
  if (!text.html) return null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={headingId}
      data-testid="fsj-teaser"
    >
      <PeopleTeamRegular className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <Subtitle1 as="h2" id={headingId}>
          {t('fsjTeaser.title')}
        </Subtitle1>
        <ClubTextBody text={text} className={styles.body} />
      </div>
      <RouterButton
        to={`/${lang}/fsj`}
        appearance="primary"
        icon={<ArrowRightRegular />}
        iconPosition="after"
        className={styles.cta}
      >
        {t('fsjTeaser.cta')}
      </RouterButton>
    </section>
  );
}
