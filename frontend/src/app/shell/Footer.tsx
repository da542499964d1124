import { Caption1, Link, Subtitle2 } from '@fluentui/react-components';
import { DocumentPdfRegular, OpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFooterStyles } from '@/app/shell/Footer.styles';
import { useLang } from '@/i18n/useLang';
import { publicQueries } from '@/api/publicQueries';
import { RouterLink } from '@/components/RouterLink';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { addressLines, telLink, useClub } from '@/components/club/club';

// Spec section 2 route names; "haftunsausschluss" is the spec's spelling.
const LEGAL_LINKS = [
  { key: 'impressum', path: 'impressum' },
  { key: 'privacy', path: 'datenschutz' },
  { key: 'disclaimer', path: 'haftunsausschluss' },
] as const;

/** Spec section 2: social link, legal pages, the club documents (PDF), address and contact. */
export function Footer() {
  const styles = useFooterStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const club = useClub();
  const forms = useQuery(publicQueries.forms());
  const documents = (forms.data ?? []).filter((form) => form.group === 'footer');
  const ids = { contact: useId(), calendar: useId(), documents: useId(), legal: useId() };

  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby={ids.contact}>
          <Subtitle2 as="h2" id={ids.contact} className={styles.heading}>
            {t('footer.address')}
          </Subtitle2>
          <address className={styles.address}>
            {addressLines(club).map((line) => (
              <span key={line}>{line}</span>
            ))}
            {club.phone && (
              <span>
                {t('footer.phone')}: <Link href={telLink(club.phone)}>{club.phone}</Link>
              </span>
            )}
            {club.email && (
              <span>
                {t('footer.email')}: <Link href={`mailto:${club.email}`}>{club.email}</Link>
              </span>
            )}
          </address>
          {club.social.map((link) => (
            <Link
              key={link.url}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.iconLink}
              data-testid="footer-social"
            >
              <OpenRegular aria-hidden="true" />
              {t('footer.social', { network: link.label })}
            </Link>
          ))}
        </section>
        <section className={styles.column} aria-labelledby={ids.calendar}>
          <Subtitle2 as="h2" id={ids.calendar} className={styles.heading}>
            {t('footer.calendar')}
          </Subtitle2>
          <Caption1 as="p" className={styles.text}>
            {t('footer.calendarText')}
          </Caption1>
          <CalendarLinks feed="club.ics" name={t('footer.calendar')} className={styles.calendar} />
        </section>
        <section className={styles.column} aria-labelledby={ids.documents}>
          <Subtitle2 as="h2" id={ids.documents} className={styles.heading}>
            {t('footer.documents')}
          </Subtitle2>
          {failedWithoutData(forms) && <Caption1>{t('footer.documentsError')}</Caption1>}
          {shownStatus(forms) === 'success' && documents.length === 0 && (
            <Caption1>{t('nav.empty')}</Caption1>
          )}
          <ul className={styles.list} data-testid="footer-documents">
            {documents.map((form) => (
              <li key={form.url}>
                <Link
                  href={form.url}
                  download
                  className={styles.iconLink}
                  aria-label={t('footer.pdf', { title: form.title })}
                >
                  <DocumentPdfRegular aria-hidden="true" />
                  {form.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <nav className={styles.column} aria-labelledby={ids.legal}>
          <Subtitle2 as="h2" id={ids.legal} className={styles.heading}>
            {t('footer.legal')}
          </Subtitle2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <RouterLink to={`/${lang}/${link.path}`} data-testid={`footer-${link.key}`}>
                  {t(`footer.${link.key}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Caption1 as="p" className={styles.copyright}>
        {t('footer.copyright', { club: club.name })}
      </Caption1>
    </footer>
  );
}
