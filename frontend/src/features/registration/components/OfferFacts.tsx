import { mergeClasses, Subtitle1 } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@/components/format/longDate';
import { useLang } from '@/i18n/useLang';
import { dateLine } from '@/features/registration/components/dateLine';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { formatCents, type PublicRegistrationOffer } from '@/features/registration/registration';

/** Places left of a pool: „Noch 3 von 12 Plätzen frei", „Ausgebucht — Warteliste", no limit. */
export function placesText(
  free: number | null,
  places: number | null,
  waiting: number,
  t: TFunction,
): string {
  if (free === null || places === null) return t('places.unlimited');
  if (free > 0) return t('places.free', { count: free, places });
  return waiting > 0 ? t('places.fullWaiting', { count: waiting }) : t('places.full');
}

/** What an offer is: its dates, fee, places and deadline (the fun run's tracks are the form's). */
export function OfferFacts({ offer }: { offer: PublicRegistrationOffer }) {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  const lang = useLang();
  const funrun = offer.kind === 'funrun';
  const full = offer.free === 0;
  return (
    <dl className={styles.facts} aria-label={t('facts.label')} data-testid="registration-facts">
      <dt>{t('facts.dates', { count: offer.dates.length })}</dt>
      <dd>
        <ul className={styles.list} data-testid="registration-dates">
          {offer.dates.map((date) => (
            <li key={`${date.date}-${date.start}`}>{dateLine(date, lang, t)}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('facts.fee')}</dt>
      <dd data-testid="registration-fee">
        {funrun
          ? t('facts.feeTracks')
          : offer.fee_cents > 0
            ? formatCents(offer.fee_cents, lang)
            : t('facts.feeFree')}
        {offer.fee_note ? (
          <>
            <br />
            <span className={styles.note}>{offer.fee_note}</span>
          </>
        ) : null}
      </dd>
      {funrun ? null : (
        <>
          <dt>{t('facts.places')}</dt>
          <dd
            className={mergeClasses(full ? styles.full : undefined)}
            data-testid="registration-places"
          >
            {placesText(offer.free, offer.places, offer.waiting, t)}
          </dd>
        </>
      )}
      <dt>{t('facts.deadline')}</dt>
      <dd>
        {offer.deadline
          ? t('facts.deadlineValue', { date: formatLongDate(offer.deadline, lang) })
          : t('facts.deadlineNone')}
      </dd>
    </dl>
  );
}

/** The fun run's late registration on site: its windows and extra fee. */
export function LateRegistration({ offer }: { offer: PublicRegistrationOffer }) {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  const lang = useLang();
  const late = offer.late;
  if (!late || late.windows.length === 0) return null;
  return (
    <section
      className={styles.card}
      aria-labelledby="registration-late"
      data-testid="registration-late"
    >
      <Subtitle1 as="h2" id="registration-late" className={styles.subHeading}>
        {t('late.title')}
      </Subtitle1>
      <p className={styles.paragraph}>
        {late.fee_cents > 0
          ? t('late.text', { fee: formatCents(late.fee_cents, lang) })
          : t('late.textFree')}
      </p>
      <ul className={styles.list}>
        {late.windows.map((w) => (
          <li key={`${w.date}-${w.start}`}>
            {t(w.end ? 'late.window' : 'late.windowOpenEnd', {
              day: formatLongDate(w.date, lang),
              start: w.start,
              end: w.end,
              location: w.location,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
