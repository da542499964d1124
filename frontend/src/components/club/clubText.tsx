import { Caption1, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries, type TextKey } from '@/api/publicQueries';
import { RichText } from '@/components/richtext/RichText';
import { useLang } from '@/i18n/useLang';
import type { Language } from '@/i18n';

/** A long text (a legal page, the FSJ page): headings and lists as the pages around them set them. */
const useStyles = makeStyles({
  document: {
    ...typographyStyles.body1,
    '& h2': {
      ...typographyStyles.title3,
      marginTop: tokens.spacingVerticalXL,
      marginBottom: tokens.spacingVerticalS,
    },
    '& h3, & h4': {
      ...typographyStyles.subtitle2,
      marginTop: tokens.spacingVerticalL,
      marginBottom: tokens.spacingVerticalXS,
    },
    '& > :first-child': { marginTop: 0 },
    '& ul, & ol': {
      marginTop: 0,
      marginBottom: tokens.spacingVerticalM,
      paddingInlineStart: tokens.spacingHorizontalXL,
    },
    '& li': { marginBottom: tokens.spacingVerticalXS },
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
 * The text as written; on a page in another language it says it is in German. `document`: a
 * long text with headings (a page of its own), else a short one in a section.
 */
export function ClubTextBody({
  text,
  className,
  document = false,
}: {
  text: ClubText;
  className?: string;
  document?: boolean;
}) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const lang = useLang();
  const other = text.lang !== lang;
  const classes = [document ? styles.document : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      {other && (
        <Caption1 as="p" data-testid="text-in-german">
          {t('textInGerman')}
        </Caption1>
      )}
      <RichText
        html={text.html}
        className={classes || undefined}
        lang={other ? text.lang : undefined}
      />
    </>
  );
}
