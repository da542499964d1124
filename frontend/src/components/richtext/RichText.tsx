import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    '& a': { color: tokens.colorBrandForegroundLink },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& p': { marginTop: 0, marginBottom: tokens.spacingVerticalM },
  },
});

/**
 * Shows rich text the server stored. The server sanitizes every HTML field on write (sanitize-html
 * with one allowlist, backend/src/common/sanitize.ts), so the public pages render it as it comes;
 * this keeps a DOM sanitizer out of the server render and the landing bundle.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const styles = useStyles();
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
