import { makeStyles, tokens } from '@fluentui/react-components';

export const useTextPageStyles = makeStyles({
  root: {
    width: '100%',
    maxWidth: '760px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  title: { display: 'block', marginBottom: tokens.spacingVerticalXL },
  section: { marginBottom: tokens.spacingVerticalXL },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalS },
  paragraph: { display: 'block', marginBlock: `0 ${tokens.spacingVerticalS}` },
  updated: { display: 'block', color: tokens.colorNeutralForeground2 },
});
