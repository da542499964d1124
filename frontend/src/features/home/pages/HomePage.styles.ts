import { makeStyles, tokens } from '@fluentui/react-components';

export const useHomePageStyles = makeStyles({
  // Short on purpose: the carousel's photo (the LCP image) should start high on a phone.
  hero: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  heroInner: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  title: {
    margin: 0,
    color: 'inherit',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    '@media (min-width: 768px)': {
      fontSize: tokens.fontSizeHero800,
      lineHeight: tokens.lineHeightHero800,
    },
  },
  subtitle: { margin: 0, maxWidth: '720px', color: 'inherit' },
  top: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalL,
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
  },
  // The sections below the first screen: the browser lays them out and paints them only when they
  // come near the viewport (a phone's start lays out one screen, not 1,800 elements); `auto`
  // remembers a section's real height once it was drawn. The estimate only sizes the scrollbar.
  later: {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 1200px',
  },
});
