import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountLayoutStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'stretch',
    flexGrow: 1,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  center: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});
