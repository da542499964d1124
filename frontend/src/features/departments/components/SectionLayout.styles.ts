import { makeStyles, tokens } from '@fluentui/react-components';

/** Page frame of the public detail pages: a header, then side list + sections. */
export const useSectionLayoutStyles = makeStyles({
  page: {
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    boxSizing: 'border-box',
    width: '100%',
  },
  header: { display: 'grid', gap: tokens.spacingVerticalM },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { width: '48px', height: '48px', objectFit: 'contain', flexShrink: 0 },
  title: { margin: 0 },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 900px)': {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      alignItems: 'start',
      columnGap: tokens.spacingHorizontalXXL,
    },
  },
  // The list of sections stays in view: beside them from 900 px, below the top bar (64 px) as a
  // strip on a phone (SectionNav). z-index: above the sections it passes, below the top bar's menus.
  aside: {
    position: 'sticky',
    top: '64px',
    zIndex: 10,
    '@media (min-width: 900px)': { top: '80px', zIndex: 'auto' },
  },
  sections: { display: 'grid', gap: tokens.spacingVerticalXXL, minWidth: 0 },
  section: {
    // Spec section 9: scrolling to a section keeps 100 px above it (under the top bar); on a
    // phone the sticky strip of sections (about 50 px) lies below the top bar too. A link followed
    // without JavaScript stops here, and so does the app's eased scroll (scrollToId).
    scrollMarginTop: '136px',
    '@media (min-width: 900px)': { scrollMarginTop: '100px' },
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sectionTitle: { margin: 0 },
  subTitle: { margin: 0, fontSize: tokens.fontSizeBase400 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    justifySelf: 'start',
  },
  places: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  // The spec's literal anchor (#kinderturnen%20minis) without the app: the browser stops at the
  // heading, below the top bar and the phone's sticky list of courses, as at the section.
  literalAnchor: {
    scrollMarginTop: '160px',
    '@media (min-width: 900px)': { scrollMarginTop: '124px' },
  },
  ownPage: { justifySelf: 'start' },
  // A course page's photo: a picture of the course, not a banner across the page.
  coursePhoto: { maxWidth: '720px' },
});
