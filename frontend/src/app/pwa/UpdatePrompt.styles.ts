import { makeStyles, tokens } from '@fluentui/react-components';

export const useUpdatePromptStyles = makeStyles({
  bar: {
    maxWidth: '1200px',
    marginInline: 'auto',
    marginTop: tokens.spacingVerticalS,
    width: `calc(100% - 2 * ${tokens.spacingHorizontalL})`,
  },
});
