import { makeStyles, tokens } from '@fluentui/react-components';

export const useMobileNavDrawerStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { justifyContent: 'flex-start', width: '100%' },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorSubtleBackgroundSelected,
  },
});
