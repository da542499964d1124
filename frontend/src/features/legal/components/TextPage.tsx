import { Body1, Caption1, Title1, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useClub, type Club } from '@/components/club/club';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useConfig } from '@/api/useConfig';
import { useTextPageStyles } from '@/features/legal/components/TextPage.styles';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** The club facts the legal texts interpolate ({{name}}, {{street}}, …): empty where not set. */
export function clubValues(club: Club) {
  return {
    name: club.name,
    club: club.name,
    street: club.street ?? '',
    postalCode: club.postal_code ?? '',
    city: club.city ?? '',
    phone: club.phone ?? '',
    email: club.email ?? '',
  };
}

/**
 * A legal page from the `legal` namespace: `<page>.title`, `.description`, `.sections[]`, after
 * the sections `lead` made from the club's settings (the Impressum's provider, board, register).
 */
export function TextPage({
  page,
  lead = [],
}: {
  page: 'impressum' | 'datenschutz' | 'haftung';
  lead?: TextSection[];
}) {
  const styles = useTextPageStyles();
  const { t } = useTranslation('legal');
  const config = useConfig();
  const club = useClub();
  const values = clubValues(club);
  const title = t(`${page}.title`);
  usePageMeta({ title, description: t(`${page}.description`, values) });
  const sections = t(`${page}.sections`, {
    returnObjects: true,
    ...values,
    // TRIAL_RETENTION_DAYS of the server (its default until /config answered).
    trialDays: config.data?.trial_retention_days ?? 30,
  }) as unknown as TextSection[];
  return (
    <article className={styles.root} data-testid={`legal-${page}`}>
      <Title1 as="h1" className={styles.title}>
        {title}
      </Title1>
      {[...lead, ...sections].map((section) => (
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
      <Caption1 as="p" className={styles.updated}>
        {t('updated')}
      </Caption1>
    </article>
  );
}
