import { makeStyles, tokens } from '@fluentui/react-components';

export const useBlogCarouselStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // One slide per full width, no gap: a slide's index is the scroll position in widths
  // (features/home/carousel.ts and the early part count on it).
  track: {
    // The containing block of what is positioned inside (the links' hidden text): it is clipped
    // with the slides, not laid out beyond the page's right edge.
    position: 'relative',
    display: 'flex',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  slide: {
    flex: '0 0 100%',
    minWidth: 0,
    scrollSnapAlign: 'start',
    scrollSnapStop: 'always',
    // A link to a slide without JavaScript also scrolls the page: the slide stays below the top bar.
    scrollMarginTop: '80px',
    display: 'flex',
    flexDirection: 'column',
  },
  photo: { width: '100%', aspectRatio: '16 / 9' },
  caption: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  controls: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
  },
  turn: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // The arrows' targets and the pause need the page's script: without it only the dots (links to
  // the slides) are shown.
  scripted: { '@media (scripting: none)': { display: 'none' } },
  dots: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  dot: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    '::before': {
      content: '""',
      width: '10px',
      height: '10px',
      boxSizing: 'border-box',
      borderRadius: tokens.borderRadiusCircular,
      border: `${tokens.strokeWidthThick} solid currentColor`,
    },
    color: tokens.colorNeutralForeground2,
    ':hover': { color: tokens.colorNeutralForeground1 },
    '&[aria-current="true"]': { color: tokens.colorNeutralForeground1 },
    '&[aria-current="true"]::before': { backgroundColor: 'currentColor' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  state: { padding: tokens.spacingHorizontalL, textAlign: 'center' },
});
