import { makeStyles, tokens } from '@fluentui/react-components';

export const useScrollTopButtonStyles = makeStyles({
  button: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 900,
    boxShadow: tokens.shadow8,
  },
});
