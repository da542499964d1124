import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { trackName } from '@/features/registrations/format';
import type { LocalRegistration, RegistrationOffer } from '@/features/registrations/offline';
import { useLang } from '@/i18n/useLang';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: '8rem',
  },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  label: { color: tokens.colorNeutralForeground3 },
});

/**
 * The numbers at the top: confirmed of the places, waiting, checked in; for the run per track.
 * Counted from the device's list, so a check-in made offline counts at once.
 */
export function RegistrationCounts({
  offer,
  people,
}: {
  offer: RegistrationOffer;
  people: readonly LocalRegistration[];
}) {
  const { t } = useTranslation('registrationsStaff');
  const styles = useStyles();
  const lang = useLang();
  const confirmed = people.filter((r) => r.status === 'confirmed');
  const waiting = people.filter((r) => r.status === 'waiting').length;
  const checkedIn = confirmed.filter((r) => r.checked_in).length;
  const places = offer.places;
  const entries: { key: string; number: string; label: string }[] = [
    {
      key: 'confirmed',
      number:
        places === null || offer.kind === 'funrun'
          ? String(confirmed.length)
          : t('counts.of', { count: confirmed.length, places }),
      label: t('counts.confirmedLabel'),
    },
    { key: 'waiting', number: String(waiting), label: t('counts.waitingLabel') },
    { key: 'checkedIn', number: String(checkedIn), label: t('counts.checkedInLabel') },
  ];
  if (offer.kind === 'funrun') {
    for (const track of offer.tracks) {
      const n = confirmed.filter((r) => r.track === track.index).length;
      entries.push({
        key: `track-${track.index}`,
        number: places === null ? String(n) : t('counts.of', { count: n, places }),
        label: trackName(offer, track.index, lang) ?? '',
      });
    }
  }
  return (
    <ul className={styles.list} aria-label={t('counts.label')} data-testid="registration-counts">
      {entries.map((entry) => (
        <li key={entry.key} className={styles.item} data-testid={`count-${entry.key}`}>
          <span className={styles.number}>{entry.number}</span>
          <span className={styles.label}>{entry.label}</span>
        </li>
      ))}
    </ul>
  );
}
