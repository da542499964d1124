import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** From this width the seven days stand side by side as columns; below it, a list by day. */
const COLUMNS = '@media (min-width: 900px)';
const LIST = '@media (max-width: 899.98px)';

export const useWeekPlanStyles = makeStyles({
  week: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    [COLUMNS]: {
      gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
      gap: tokens.spacingHorizontalS,
      alignItems: 'start',
    },
  },
  day: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    [COLUMNS]: {
      minHeight: '8rem',
      padding: tokens.spacingVerticalS,
      borderRadius: tokens.borderRadiusLarge,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  /** A phone lists only the days something takes place; the columns keep every day. */
  freeDay: { [LIST]: { display: 'none' } },
  dayHeading: {
    ...typographyStyles.subtitle2,
    margin: 0,
    [COLUMNS]: {
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
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
    [COLUMNS]: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  },
  workshop: { borderLeftColor: tokens.colorPaletteMarigoldBorderActive },
  time: {
    ...typographyStyles.body1Strong,
    fontVariantNumeric: 'tabular-nums',
  },
  title: { ...typographyStyles.body1 },
  detail: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  free: { margin: 0, color: tokens.colorNeutralForeground3 },
});
