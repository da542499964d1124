import { makeStyles, tokens } from '@fluentui/react-components';

export const useMobileNavDrawerStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { justifyContent: 'flex-start', width: '100%' },
  nested: { paddingInlineStart: tokens.spacingHorizontalXXL },
  active: {
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorSubtleBackgroundSelected,
  },
  groupHeading: {
    display: 'block',
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  note: {
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalXXL,
    color: tokens.colorNeutralForeground2,
  },
});
