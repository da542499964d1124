import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountDrawerStyles = makeStyles({
  drawer: {
    minHeight: '100%',
    // The page beside it (a wide grid of cards) must not squeeze the drawer's names.
    flexShrink: 0,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
  },
  identity: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  names: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  fullname: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  sync: { alignSelf: 'flex-start' },
  state: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  itemLabel: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});
