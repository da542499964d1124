import { makeStyles } from '@fluentui/react-components';

export const useAppShellStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
  },
  main: {
    flexGrow: 1,
    width: '100%',
    ':focus': { outlineStyle: 'none' },
  },
});
