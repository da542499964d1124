import { makeStyles, tokens } from '@fluentui/react-components';

export const useFooterStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
    gap: tokens.spacingVerticalXL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  text: { margin: 0 },
  // One link under the other: the column is narrow.
  calendar: { flexDirection: 'column', alignItems: 'flex-start', rowGap: 0 },
  address: {
    display: 'flex',
    flexDirection: 'column',
    fontStyle: 'normal',
    gap: tokens.spacingVerticalXXS,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  iconLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  copyright: {
    display: 'block',
    maxWidth: '1200px',
    marginInline: 'auto',
    marginTop: tokens.spacingVerticalXL,
    marginBottom: 0,
    color: tokens.colorNeutralForeground2,
  },
});
