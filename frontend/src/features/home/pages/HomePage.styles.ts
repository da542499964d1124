import { makeStyles, tokens } from '@fluentui/react-components';

export const useHomePageStyles = makeStyles({
  hero: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heroInner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0, color: 'inherit' },
  subtitle: { margin: 0, maxWidth: '640px', color: 'inherit' },
});
