import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/**
 * The plan's own width decides (a container query, so the back office beside its drawer and the
 * public page both fit): from 1040 px the seven days stand side by side as columns, from 600 px
 * the days are cards that wrap, below that a list by day.
 */
const COLUMNS = '@container (min-width: 1040px)';
const CARDS = '@container (min-width: 600px)';
/** Only the cards: Griffel does not keep the order of container queries, so they must not overlap. */
const CARDS_ONLY = '@container (min-width: 600px) and (max-width: 1039.98px)';
const LIST = '@container (max-width: 599.98px)';

export const useWeekPlanStyles = makeStyles({
  container: { containerType: 'inline-size' },
  week: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    [CARDS]: { gap: tokens.spacingHorizontalS },
    [CARDS_ONLY]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
    [COLUMNS]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
  day: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    [CARDS]: {
      minHeight: '8rem',
      padding: tokens.spacingVerticalS,
      borderRadius: tokens.borderRadiusLarge,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  /** A phone lists only the days something takes place; cards and columns keep every day. */
  freeDay: { [LIST]: { display: 'none' } },
  dayHeading: {
    ...typographyStyles.subtitle2,
    margin: 0,
    [CARDS]: {
      paddingBottom: tokens.spacingVerticalXS,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  entries: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'break-word',
    hyphens: 'auto',
    [COLUMNS]: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  },
  workshop: { borderLeftColor: tokens.colorPaletteMarigoldBorderActive },
  time: {
    ...typographyStyles.body1Strong,
    fontVariantNumeric: 'tabular-nums',
  },
  date: { ...typographyStyles.caption1Strong, color: tokens.colorNeutralForeground2 },
  title: { ...typographyStyles.body1 },
  detail: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  free: { margin: 0, color: tokens.colorNeutralForeground3 },
});
