import { Badge, Body1, Button, Title1, Title3 } from '@fluentui/react-components';
import { CalendarRegular, MailRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { useFsjPageStyles } from '@/features/fsj/pages/FsjPage.styles';
import { addNamespace } from '@/i18n';
import { useLang } from '@/i18n/useLang';
import de from '@/locales/de/fsj.json';
import en from '@/locales/en/fsj.json';
import { addressLines, useClub } from '@/components/club/club';
import { ClubTextBody, useClubText } from '@/components/club/clubText';
import { useClubTextDocumentStyles } from '@/components/club/clubTextDocument.styles';
import { formatLongDate } from '@/components/format/longDate';

addNamespace('fsj', { de, en });

/**
 * Spec section 1/2: the voluntary social year page, in the club's words (back office "Texte")
 * with the day applications open; the contact part comes from the club's settings.
 */
export function FsjPage() {
  const styles = useFsjPageStyles();
  const documentStyles = useClubTextDocumentStyles();
  const { t } = useTranslation('fsj');
  const lang = useLang();
  const club = useClub();
  const text = useClubText('fsj');
  const title = t('title');
  usePageMeta({ title, description: t('description', { club: club.name }) });
  const opens = formatLongDate(text.applicationsFrom, lang);
  const mailto = club.email
    ? `mailto:${club.email}?subject=${encodeURIComponent(t('contact.subject'))}`
    : null;

  return (
    <article className={styles.root} data-testid="fsj-page">
      <header className={styles.header}>
        <Title1 as="h1">{title}</Title1>
        {opens && (
          <Badge
            appearance="tint"
            size="extra-large"
            icon={<CalendarRegular />}
            className={styles.badge}
            data-testid="fsj-applications-from"
          >
            {t('applyBadge', { date: opens })}
          </Badge>
        )}
      </header>

      {text.html ? (
        <ClubTextBody text={text} className={`${documentStyles.document} ${styles.paragraph}`} />
      ) : (
        <Body1 as="p" className={styles.paragraph} data-testid="fsj-empty">
          {t('empty')}
        </Body1>
      )}

      <section className={styles.section} id="bewerbung">
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
