import { makeStyles, tokens } from '@fluentui/react-components';

/** The trial pages' column: one card of at most a phone's reading width, centred. */
export const useTrialPageStyles = makeStyles({
  page: {
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
  },
  heading: { margin: 0 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  form: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    '@media (min-width: 640px)': {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  fieldset: {
    margin: 0,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  free: { color: tokens.colorPaletteGreenForeground1 },
  full: { color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0 },
  },
});
