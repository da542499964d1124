import { makeStyles, tokens } from '@fluentui/react-components';

export const useCalendarLinksStyles = makeStyles({
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    // A finger-sized target on a phone (WCAG 2.5.8 asks for 24 px).
    minHeight: '32px',
  },
});
