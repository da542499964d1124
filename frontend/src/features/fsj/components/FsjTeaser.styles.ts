import { makeStyles, tokens } from '@fluentui/react-components';

export const useFsjTeaserStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground2, flexShrink: 0 },
  text: {
    flexBasis: '40ch',
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  body: { margin: 0 },
  cta: { flexShrink: 0 },
});
