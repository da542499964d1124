import { makeStyles, tokens } from '@fluentui/react-components';

/** The fun-run editor: sections one under the other, entries of a list side by side. */
export const useFunrunEditorStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '52rem',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
    alignItems: 'start',
    // A date or time input's own width must not push its column past a phone's screen.
    '& > *': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0, width: '100%' },
  },
  /** One entry of a list (a pick-up window, a track): its fields side by side, wrapping. */
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
    alignItems: 'start',
    '& > *': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0, width: '100%' },
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  rowEnd: {
    display: 'flex',
    alignItems: 'flex-end',
    alignSelf: 'end',
    gap: tokens.spacingHorizontalS,
    '& > :first-child': { flex: '1 1 auto', minWidth: 0 },
  },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
