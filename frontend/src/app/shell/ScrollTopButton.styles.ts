import { makeStyles, tokens } from '@fluentui/react-components';

export const useScrollTopButtonStyles = makeStyles({
  button: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalL,
    // Above the cookie notice while it is shown (CookieNotice sets the variable).
    bottom: `calc(var(--vh-cookie-notice-height, 0px) + ${tokens.spacingVerticalXXL})`,
    zIndex: 900,
    boxShadow: tokens.shadow8,
  },
});
