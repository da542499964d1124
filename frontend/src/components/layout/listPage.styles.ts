import { makeStyles, tokens } from '@fluentui/react-components';

/** A back-office list page: header with title and create button, cards in a grid. */
export const useListPageStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  /** Cards side by side, one column on a phone. */
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  },
});
