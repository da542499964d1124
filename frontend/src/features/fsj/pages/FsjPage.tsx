import { Badge, Body1, Body2, Button, Card, Title1, Title3 } from '@fluentui/react-components';
import { CalendarRegular, MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useFsjPageStyles } from '@/features/fsj/pages/FsjPage.styles';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/fsj.json';
import en from '@/locales/en/fsj.json';
import { addressLines, useClub } from '@/components/club/club';

addNamespace('fsj', { de, en });

/** Spec section 1/2: the voluntary social year page; applications open on 1 September. */
export function FsjPage() {
  const styles = useFsjPageStyles();
  const { t } = useTranslation('fsj');
  const club = useClub();
  const title = t('title');
  usePageMeta({ title, description: t('description', { club: club.name }) });
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
  const mailto = club.email
    ? `mailto:${club.email}?subject=${encodeURIComponent(t('contact.subject'))}`
    : null;

  return (
    <article className={styles.root} data-testid="fsj-page">
      <header className={styles.header}>
        <Title1 as="h1">{title}</Title1>
        <Badge
          appearance="tint"
          size="extra-large"
          icon={<CalendarRegular />}
          className={styles.badge}
        >
          {t('applyBadge')}
        </Badge>
        <Body2 as="p" className={styles.lead}>
          {t('lead', { club: club.name })}
        </Body2>
      </header>

      <section className={styles.section}>
        <Title3 as="h2">{t('what.heading')}</Title3>
        {list('what.paragraphs').map((p) => (
          <Body1 as="p" key={p} className={styles.paragraph}>
            {p}
          </Body1>
        ))}
      </section>

      <div className={styles.columns}>
        <Card className={styles.card}>
          <Title3 as="h2">{t('tasks.heading')}</Title3>
          <ul className={styles.list}>
            {list('tasks.items').map((item) => (
              <li key={item}>
                <Body1>{item}</Body1>
              </li>
            ))}
          </ul>
        </Card>
        <Card className={styles.card}>
          <Title3 as="h2">{t('offer.heading')}</Title3>
          <ul className={styles.list}>
            {list('offer.items').map((item) => (
              <li key={item}>
                <Body1>{item}</Body1>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <section className={styles.section} id="bewerbung">
        <Title3 as="h2">{t('apply.heading')}</Title3>
        {list('apply.paragraphs').map((p) => (
          <Body1 as="p" key={p} className={styles.paragraph}>
            {p}
          </Body1>
        ))}
      </section>

      <section className={styles.section}>
        <Title3 as="h2">{t('contact.heading')}</Title3>
        <Body1 as="p" className={styles.paragraph}>
          {t('contact.text')}
        </Body1>
        <address className={styles.address}>
          {addressLines(club).map((line) => (
            <span key={line}>{line}</span>
          ))}
          {club.phone && <span>{club.phone}</span>}
        </address>
        {mailto && (
          <Button as="a" href={mailto} appearance="primary" icon={<MailRegular />}>
            {t('contact.mail')}
          </Button>
        )}
      </section>
    </article>
  );
}
