import { makeStyles, tokens } from '@fluentui/react-components';

export const useOffersSectionStyles = makeStyles({
  section: {
    // As wide as the home page's other sections (1200 px with the padding inside).
    maxWidth: '1200px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    scrollMarginTop: '72px',
  },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  count: { color: tokens.colorNeutralForeground3 },
  // The list, its items, the empty state and the "all courses" link are hidden by attribute
  // (the script before the app toggles it): their own display would show them.
  grid: {
    '&[hidden]': { display: 'none' },
    ':focus': { outlineStyle: 'none' },
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'grid', '&[hidden]': { display: 'none' } },
  more: { display: 'flex', justifyContent: 'center', '&[hidden]': { display: 'none' } },
  emptyText: { margin: 0 },
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
    '&[hidden]': { display: 'none' },
  },
});
