import { makeStyles, tokens } from '@fluentui/react-components';

export const useCookieNoticeStyles = makeStyles({
  notice: {
    position: 'sticky',
    bottom: 0,
    zIndex: 850,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow16,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
  },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  text: { flexBasis: '40ch', flexGrow: 1 },
  form: { margin: 0 },
});
