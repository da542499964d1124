import { Body1, Caption1, Title1, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/api/publicQueries';
import { useClub } from '@/components/club/club';
import { ClubTextBody, useClubText } from '@/components/club/clubText';
import { useClubTextDocumentStyles } from '@/components/club/clubTextDocument.styles';
import { formatMonthYear } from '@/components/format/longDate';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useLang } from '@/i18n/useLang';
import { useTextPageStyles } from '@/features/legal/components/TextPage.styles';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** The legal pages by their `legal` namespace key, with the club's text each shows. */
const TEXT_OF = {
  impressum: 'impressum',
  datenschutz: 'datenschutz',
  haftung: 'haftungsausschluss',
} as const satisfies Record<string, TextKey>;

/**
 * A legal page: `<page>.title` and `.description` from the `legal` namespace, first the sections
 * `lead` made from the club's settings and the running configuration (the Impressum's provider,
 * board and register; what the software does with data), then the club's own text (back office
 * "Texte"). `empty`: what the page says while the club has written nothing and there is no lead.
 */
export function TextPage({
  page,
  lead = [],
}: {
  page: keyof typeof TEXT_OF;
  lead?: TextSection[];
}) {
  const styles = useTextPageStyles();
  const documentStyles = useClubTextDocumentStyles();
  const { t } = useTranslation('legal');
  const lang = useLang();
  const club = useClub();
  const text = useClubText(TEXT_OF[page]);
  const title = t(`${page}.title`);
  usePageMeta({ title, description: t(`${page}.description`, { club: club.name }) });
  const updated = formatMonthYear(text.updatedAt, lang);
  return (
    <article className={styles.root} data-testid={`legal-${page}`}>
      <Title1 as="h1" className={styles.title}>
        {title}
      </Title1>
      {lead.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Title3 as="h2" className={styles.heading}>
            {section.heading}
          </Title3>
          {section.paragraphs.map((paragraph) => (
            <Body1 as="p" key={paragraph} className={styles.paragraph}>
              {paragraph}
            </Body1>
          ))}
        </section>
      ))}
      {text.html ? (
        <div className={styles.section} data-testid="club-text">
          <ClubTextBody text={text} className={documentStyles.document} />
        </div>
      ) : (
        lead.length === 0 &&
        text.loaded && (
          <Body1 as="p" className={styles.paragraph} data-testid="legal-empty">
            {t(`${page}.empty`)}
          </Body1>
        )
      )}
      {updated && (
        <Caption1 as="p" className={styles.updated}>
          {t('updated', { date: updated })}
        </Caption1>
      )}
    </article>
  );
}
