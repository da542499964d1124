import { makeStyles, tokens } from '@fluentui/react-components';

export const useUserCardStyles = makeStyles({
  card: { height: '100%', gap: tokens.spacingVerticalM },
  blocked: { borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteRedBorder2}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  identity: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  wrap: { overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  badgeList: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground2 },
});
