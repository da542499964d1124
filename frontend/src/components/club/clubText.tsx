import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries, type TextKey } from '@/api/publicQueries';
import { makeStyles } from '@fluentui/react-components';
import { useLang } from '@/i18n/useLang';
import type { Language } from '@/i18n';

// Fluent's theme variables by name: the start page shows these texts, and the landing route does
// not carry the token table (nor RichText) for them.
const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    '& a': { color: 'var(--colorBrandForegroundLink)' },
    '& p': { marginTop: 0, marginBottom: 'var(--spacingVerticalM)' },
    '& > :last-child': { marginBottom: 0 },
  },
});

/** One of the club's own texts in the page's language, or in German where there is no other. */
export interface ClubText {
  /** Sanitized HTML; empty: the club has not written it. */
  html: string;
  /** The language of `html`. */
  lang: Language;
  /** The FSJ page's first day of applications (YYYY-MM-DD), if set. */
  applicationsFrom: string | null;
  /** When the club last saved it (ISO), if ever. */
  updatedAt: string | null;
  /** False while the text has not been loaded yet. */
  loaded: boolean;
}

/**
 * A text the club wrote in the back office ("Texte"); the route's loader has it in the server's
 * HTML. An English page shows the German text where the club wrote no English one.
 */
export function useClubText(key: TextKey): ClubText {
  const lang = useLang();
  const { data } = useQuery(publicQueries.text(key));
  const english = lang === 'en' && data?.en ? data.en : null;
  return {
    html: english ?? data?.de ?? '',
    lang: english ? 'en' : 'de',
    applicationsFrom: data?.applications_from ?? null,
    updatedAt: data?.updated_at ?? null,
    loaded: data !== undefined,
  };
}

/**
 * The text as written; on a page in another language it says it is in German. The start page
 * shows it too, so this keeps to what the landing route already carries: a long text's headings
 * come from its page's class (`useClubTextDocumentStyles`).
 */
export function ClubTextBody({ text, className }: { text: ClubText; className?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const styles = useStyles();
  const other = text.lang !== lang;
  return (
    <>
      {other && (
        <p data-testid="text-in-german">
          <small>{t('textInGerman')}</small>
        </p>
      )}
      {/* Sanitized by the server on write (common/sanitize.ts), as RichText renders it. */}
      <div
        lang={other ? text.lang : undefined}
        className={className ? `${styles.root} ${className}` : styles.root}
        dangerouslySetInnerHTML={{ __html: text.html }}
      />
    </>
  );
}
