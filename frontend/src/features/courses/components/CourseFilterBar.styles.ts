import { makeStyles, tokens } from '@fluentui/react-components';

export const useCourseFilterBarStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  search: { gridColumn: 'span 2', '@media (max-width: 480px)': { gridColumn: 'auto' } },
  ages: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    gridColumn: 'span 2',
    '@media (max-width: 480px)': { gridColumn: 'auto' },
  },
  input: { minWidth: 0, width: '100%' },
  reset: { alignSelf: 'end', justifySelf: 'start', marginBottom: tokens.spacingVerticalXXS },
});
