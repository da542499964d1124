import { makeStyles, tokens } from '@fluentui/react-components';

/** Where the top bar ends: a dropdown's place in browsers without CSS anchor positioning. */
const TOP_BAR_HEIGHT = '64px';

/** What the phone's drawer and sheet share: a panel over the dimmed page that slides in. */
const phonePanel = {
  position: 'fixed',
  margin: '0',
  boxSizing: 'border-box',
  overflowY: 'auto',
  border: '0 none transparent',
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  boxShadow: tokens.shadow64,
  animationDuration: tokens.durationNormal,
  animationTimingFunction: tokens.curveDecelerateMid,
  '::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.4)' },
  '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
} as const;

export const useNavPopoverStyles = makeStyles({
  // A native popover (top layer): the browser opens, closes (Escape, a click outside) and
  // returns focus, also before the app runs. The UA's centring is undone.
  popover: {
    top: 'auto',
    right: 'auto',
    bottom: 'auto',
    left: 'auto',
    margin: '0',
    marginBlockStart: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalXS,
    minWidth: '220px',
    maxWidth: 'min(360px, calc(100vw - 16px))',
    maxHeight: `calc(100dvh - ${TOP_BAR_HEIGHT} - 16px)`,
    overflowY: 'auto',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    // Below its button, from its start edge; flipped when it would leave the window.
    positionArea: 'block-end span-inline-end',
    positionTryFallbacks: 'flip-inline',
    '@supports not (anchor-name: --a)': {
      position: 'fixed',
      top: TOP_BAR_HEIGHT,
      right: tokens.spacingHorizontalL,
    },
  },
  // The phone's navigation: a side drawer over the page, sliding in from the start edge.
  drawer: {
    ...phonePanel,
    top: '0',
    bottom: '0',
    left: '0',
    right: 'auto',
    width: 'min(320px, 85vw)',
    height: '100dvh',
    maxHeight: 'none',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    animationName: { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
  },
  // The phone's account items: a sheet over the page's bottom edge, as tall as its entries.
  sheet: {
    ...phonePanel,
    top: 'auto',
    bottom: '0',
    left: '0',
    right: '0',
    width: '100%',
    maxWidth: 'none',
    maxHeight: '80dvh',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: `${tokens.borderRadiusXLarge} ${tokens.borderRadiusXLarge} 0 0`,
    animationName: { from: { transform: 'translateY(100%)' }, to: { transform: 'none' } },
  },
  drawerHeader: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    marginBlockEnd: tokens.spacingVerticalS,
  },
  drawerTitle: {
    margin: '0',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    listStyleType: 'none',
    margin: '0',
    padding: '0',
  },
  group: {
    margin: '0',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXS}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground3,
  },
  divider: {
    height: tokens.strokeWidthThin,
    marginBlock: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralStroke2,
  },
  // An entry: a link or a button, 40 px high (touch target), the whole width.
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '40px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    border: '0 none transparent',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'start',
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      color: tokens.colorNeutralForeground1Hover,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `-${tokens.strokeWidthThick}`,
    },
  },
  nested: { paddingInlineStart: tokens.spacingHorizontalXXL },
  // Foreground2: Foreground1 is 4.48:1 on the dark menu (axe color-contrast).
  current: { color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
  note: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  check: { width: '16px', height: '16px', flexShrink: 0 },
});
