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
  // A row of its own below the fields: the button (sends the form without JavaScript) and reset.
  actions: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  // Hidden without a filter (a button's own display would show it).
  reset: { '&[hidden]': { display: 'none' } },
});
