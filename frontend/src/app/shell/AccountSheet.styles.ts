import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountSheetStyles = makeStyles({
  // As tall as its few entries, not the drawer's fixed sizes.
  sheet: { height: 'auto', maxHeight: '80vh' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalL,
  },
  item: { justifyContent: 'flex-start', width: '100%' },
});
