import { makeStyles, tokens } from '@fluentui/react-components';

export const useFsjPageStyles = makeStyles({
  root: {
    width: '100%',
    maxWidth: '960px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  badge: { whiteSpace: 'normal' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  paragraph: { margin: 0, maxWidth: '70ch' },
  address: {
    display: 'flex',
    flexDirection: 'column',
    fontStyle: 'normal',
    marginBottom: tokens.spacingVerticalS,
  },
});
