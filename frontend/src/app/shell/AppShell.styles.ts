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
    // Pages such as the account area stretch to the footer.
    display: 'flex',
    flexDirection: 'column',
    ':focus': { outlineStyle: 'none' },
  },
});
