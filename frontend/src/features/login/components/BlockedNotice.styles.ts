import { makeStyles, tokens } from '@fluentui/react-components';

export const useBlockedNoticeStyles = makeStyles({
  // The reason first, on its own line; what happens to the changes below it.
  held: { display: 'block', marginTop: tokens.spacingVerticalXS },
});
