import { makeStyles, tokens } from '@fluentui/react-components';

/** Below this width the drawer and the bottom sheet replace the navigation (spec section 2). */
export const PHONE_MEDIA = '@media (max-width: 899px)';

export const useTopBarStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 800,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '64px',
    paddingInline: tokens.spacingHorizontalL,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    minWidth: 0,
    ':hover': { color: tokens.colorBrandForeground1 },
  },
  clubName: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    marginInlineStart: 'auto',
    [PHONE_MEDIA]: { display: 'none' },
  },
  // Foreground2: Foreground1 is 4.48:1 on the dark top bar (axe color-contrast).
  navActive: { color: tokens.colorBrandForeground2 },
  end: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    [PHONE_MEDIA]: { marginInlineStart: 'auto' },
  },
  desktopOnly: { [PHONE_MEDIA]: { display: 'none' } },
  menuButton: {
    display: 'none',
    [PHONE_MEDIA]: { display: 'inline-flex' },
  },
  skipLink: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
});
