import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountSheetStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalL,
  },
  item: { justifyContent: 'flex-start', width: '100%' },
});
