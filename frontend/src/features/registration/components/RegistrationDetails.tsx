import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { dateLine } from '@/features/registration/components/dateLine';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { formatCents, type PublicRegistration } from '@/features/registration/registration';

/** A registration as its visitor sees it: what, when, track and start number, fee, status. */
export function RegistrationDetails({ registration }: { registration: PublicRegistration }) {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  const lang = useLang();
  const track = (lang === 'en' && registration.track_en) || registration.track_de;
  return (
    <dl className={styles.facts} data-testid="registration-details">
      <dt>{t('details.title')}</dt>
      <dd>{registration.title}</dd>
      <dt>{t('details.dates')}</dt>
      <dd>
        <ul className={styles.list}>
          {registration.dates.map((date) => (
            <li key={`${date.date}-${date.start}`}>{dateLine(date, lang, t)}</li>
          ))}
        </ul>
      </dd>
      {track ? (
        <>
          <dt>{t('details.track')}</dt>
          <dd>{track}</dd>
        </>
      ) : null}
      {registration.bib !== null ? (
        <>
          <dt>{t('details.bib')}</dt>
          <dd data-testid="registration-bib">{registration.bib}</dd>
        </>
      ) : null}
      <dt>{t('details.name')}</dt>
      <dd>{registration.name}</dd>
      <dt>{t('details.fee')}</dt>
      <dd>
        {registration.fee_cents > 0
          ? formatCents(registration.fee_cents, lang)
          : t('facts.feeFree')}
        {registration.fee_note ? (
          <>
            <br />
            <span className={styles.note}>{registration.fee_note}</span>
          </>
        ) : null}
      </dd>
      <dt>{t('details.status')}</dt>
      <dd data-testid="registration-status">
        {t(`status.${registration.status}`, { position: registration.waiting_position ?? 1 })}
      </dd>
    </dl>
  );
}
