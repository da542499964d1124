import { makeStyles, tokens } from '@fluentui/react-components';

export const useCourseFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    // Fluent inputs bring a min-width; without this the phone layout scrolls sideways.
    '& > *': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0, width: '100%' },
  },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});
