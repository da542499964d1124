import type { Language } from '@/i18n';
import type { RegistrationOffer } from '@/features/registrations/offline';

const LOCALE: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** 1250 → „12,50 €" / "€12.50"; whole euros without cents. */
export function formatCents(cents: number, lang: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The name of the run's track `index` in the page's language. */
export function trackName(
  offer: Pick<RegistrationOffer, 'tracks'> | undefined,
  index: number | null,
  lang: Language,
): string | null {
  if (index === null) return null;
  const track = offer?.tracks.find((candidate) => candidate.index === index);
  if (!track) return null;
  return (lang === 'en' ? track.name_en : track.name_de) || track.name_de;
}
