import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** A long text (a legal page, the FSJ page): headings and lists as the pages around them set them. */
export const useClubTextDocumentStyles = makeStyles({
  document: {
    ...typographyStyles.body1,
    '& h2': {
      ...typographyStyles.title3,
      marginTop: tokens.spacingVerticalXL,
      marginBottom: tokens.spacingVerticalS,
    },
    '& h3, & h4': {
      ...typographyStyles.subtitle2,
      marginTop: tokens.spacingVerticalL,
      marginBottom: tokens.spacingVerticalXS,
    },
    '& > :first-child': { marginTop: 0 },
    '& ul, & ol': {
      marginTop: 0,
      marginBottom: tokens.spacingVerticalM,
      paddingInlineStart: tokens.spacingHorizontalXL,
    },
    '& li': { marginBottom: tokens.spacingVerticalXS },
  },
});
