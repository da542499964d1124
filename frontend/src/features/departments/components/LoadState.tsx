import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { padding: `${tokens.spacingVerticalXL} 0` },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
  },
});

/** Loading, load failure (spec section 8 texts) and empty state of a public page or list. */
export function LoadState({ kind, text }: { kind: 'loading' | 'error' | 'empty'; text: string }) {
  const styles = useStyles();
  if (kind === 'loading') {
    return (
      <div className={styles.root}>
        <Spinner label={text} />
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className={styles.root} data-testid="load-error">
        <MessageBar intent="error">
          <MessageBarBody>{text}</MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  return (
    <p className={styles.empty} role="status" data-testid="empty-state">
      {text}
    </p>
  );
}
