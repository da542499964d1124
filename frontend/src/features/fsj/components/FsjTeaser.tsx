import { Body1, Subtitle1 } from '@fluentui/react-components';
import { ArrowRightRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { RouterButton } from '@/components/RouterButton';
import { useFsjTeaserStyles } from '@/features/fsj/components/FsjTeaser.styles';
import { useClub } from '@/components/club/club';

/** The home page's first section (spec section 2): a pointer to the FSJ page. */
export function FsjTeaser({ className }: { className?: string }) {
  const styles = useFsjTeaserStyles();
  const { t } = useTranslation('common');
  const club = useClub();
  const lang = useLang();
  const headingId = useId();
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
        <Body1 as="p" className={styles.body}>
          {t('fsjTeaser.text', { club: club.name })}
        </Body1>
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
