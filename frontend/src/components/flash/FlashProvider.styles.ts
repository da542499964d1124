import { makeStyles, tokens } from '@fluentui/react-components';

export const useFlashStyles = makeStyles({
  region: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalL,
    insetInlineStart: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    pointerEvents: 'none',
    // On a phone the cookie notice sits at the bottom: messages appear at the top instead, so
    // they never cover its button.
    '@media (max-width: 639px)': { bottom: 'auto', top: tokens.spacingVerticalL },
  },
  bar: {
    pointerEvents: 'auto',
    width: '100%',
    maxWidth: '560px',
    boxShadow: tokens.shadow16,
  },
});
