import { Body1, Caption1, Title1, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@/components/club/club';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useConfig } from '@/api/useConfig';
import { useTextPageStyles } from '@/features/legal/components/TextPage.styles';

interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** The club facts the legal texts interpolate ({{name}}, {{street}}, …). */
export const CLUB_VALUES = {
  name: CLUB.name,
  street: CLUB.street,
  postalCode: CLUB.postalCode,
  city: CLUB.city,
  phone: CLUB.phone,
  email: CLUB.email,
  court: CLUB.register.court,
  register: CLUB.register.number,
  chair: CLUB.board.chair,
  viceChair: CLUB.board.viceChair,
  treasurer: CLUB.board.treasurer,
};

/** A legal page from the `legal` namespace: `<page>.title`, `.description`, `.sections[]`. */
export function TextPage({ page }: { page: 'impressum' | 'datenschutz' | 'haftung' }) {
  const styles = useTextPageStyles();
  const { t } = useTranslation('legal');
  const config = useConfig();
  const title = t(`${page}.title`);
  usePageMeta({ title, description: t(`${page}.description`) });
  const sections = t(`${page}.sections`, {
    returnObjects: true,
    ...CLUB_VALUES,
    // TRIAL_RETENTION_DAYS of the server (its default until /config answered).
    trialDays: config.data?.trial_retention_days ?? 30,
  }) as unknown as TextSection[];
  return (
    <article className={styles.root} data-testid={`legal-${page}`}>
      <Title1 as="h1" className={styles.title}>
        {title}
      </Title1>
      {sections.map((section) => (
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
