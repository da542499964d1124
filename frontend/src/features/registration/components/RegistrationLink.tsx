import { Body1 } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/RouterButton';
import { useLang } from '@/i18n/useLang';
import type { PublicRegistrationOffer } from '@/features/registration/registration';
import '@/features/registration/strings';

/** The offer of a workshop or a fun run among all of them, or undefined. */
export function offerFor(
  offers: readonly PublicRegistrationOffer[] | undefined,
  kind: PublicRegistrationOffer['kind'],
  target: string,
): PublicRegistrationOffer | undefined {
  return offers?.find((offer) => offer.kind === kind && offer.target === target);
}

/**
 * The way to an offer's registration page from its workshop or fun run: „Anmelden" (the run:
 * „Online anmelden"), „Auf die Warteliste" when no place is left, or why it is closed, as text.
 */
export function RegistrationLink({
  offer,
  title,
  className,
}: {
  offer: PublicRegistrationOffer;
  /** What the link is for, in its accessible name (several workshops on one page). */
  title: string;
  className?: string;
}) {
  const { t } = useTranslation('registration');
  const lang = useLang();
  if (!offer.open) {
    return (
      <Body1 as="p" className={className} data-testid="registration-link-closed">
        {t(`link.closed.${offer.closed_reason ?? 'not_open'}`)}
      </Body1>
    );
  }
  const funrun = offer.kind === 'funrun';
  const full = !funrun && offer.free === 0;
  const text = funrun ? t('link.funrun') : full ? t('link.waitingList') : t('link.register');
  const label = funrun
    ? t('link.funrunFor', { title })
    : full
      ? t('link.waitingListFor', { title })
      : t('link.registerFor', { title });
  return (
    <div className={className}>
      <RouterButton
        to={`/${lang}/anmeldung/${offer._id}`}
        appearance={full ? 'secondary' : 'primary'}
        size={funrun ? 'large' : 'medium'}
        icon={<PersonAddRegular />}
        aria-label={label}
        data-testid="registration-link"
      >
        {text}
      </RouterButton>
    </div>
  );
}
