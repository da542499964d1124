import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@/components/RouterLink';
import { useLang } from '@/app/useLang';

const useStyles = makeStyles({
  root: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
  },
  text: { margin: 0 },
});

/** Placeholder for the FSJ teaser (features/fsj/components/FsjTeaser.tsx); the coordinator swaps it. */
export function FsjTeaserSlot() {
  const styles = useStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <aside className={styles.root} aria-label={t('fsj.title')} data-testid="fsj-teaser">
      <Subtitle1 as="h2" className={styles.text}>
        {t('fsj.title')}
      </Subtitle1>
      <Body1 as="p" className={styles.text}>
        {t('fsj.text')}
      </Body1>
      <RouterLink to={`/${lang}/fsj`}>{t('fsj.link')}</RouterLink>
    </aside>
  );
}
