import { Badge, Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircle20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SyncState } from '@/components/staff/SyncState';
import { formatCents } from '@/features/registrations/format';
import type { LocalRegistration } from '@/features/registrations/offline';
import { useLang } from '@/i18n/useLang';
import type { OutboxRow } from '@/offline/types';
import '@/features/registrations/strings';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: '16rem',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginLeft: 'auto',
  },
});

export interface RegistrationRowProps {
  registration: LocalRegistration;
  /** The run's track of this person, in the page's language (null for a workshop). */
  track: string | null;
  /** The registration's outbox rows: waiting, refused, or in conflict. */
  rows: OutboxRow[] | undefined;
  onCheckIn(checkedIn: boolean): void;
  onCancel(): void;
}

/**
 * One person: name and e-mail, what the offer asked (start number and track, year of birth,
 * team, T-shirt), the guardian, the fee, whether registered late, the status, the check-in.
 */
export function RegistrationRow({
  registration: r,
  track,
  rows,
  onCheckIn,
  onCancel,
}: RegistrationRowProps) {
  const { t } = useTranslation('registrationsStaff');
  const styles = useStyles();
  const lang = useLang();
  const conflict = rows?.some((row) => row.status === 'conflict');
  const facts = [
    r.bib !== null ? t('row.bib', { bib: r.bib }) : null,
    track,
    r.birth_year !== null ? t('row.birthYear', { year: r.birth_year }) : null,
    r.team ? t('row.team', { team: r.team }) : null,
    r.tshirt ? t('row.tshirt', { size: r.tshirt }) : null,
    r.guardian_name ? t('row.guardian', { name: r.guardian_name }) : null,
    r.fee_cents > 0 ? t('row.fee', { amount: formatCents(r.fee_cents, lang) }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li
      className={styles.item}
      data-testid="registration"
      data-status={r.status}
      data-checked-in={r.checked_in}
    >
      <span className={styles.who}>
        <span className={styles.name}>{r.name}</span>
        {r.email && <span className={styles.muted}>{r.email}</span>}
        {facts.length > 0 && <span>{facts.join(' · ')}</span>}
      </span>
      <span className={styles.badges}>
        {r.status === 'waiting' ? (
          <Badge appearance="tint" color="warning">
            {t('status.waiting', { position: r.waiting_position ?? '–' })}
          </Badge>
        ) : r.status === 'confirmed' ? (
          <Badge appearance="tint" color="success">
            {t('status.confirmed')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="subtle">
            {t(`status.${r.status}`)}
          </Badge>
        )}
        {r.late && (
          <Badge appearance="tint" color="informative">
            {t('row.late')}
          </Badge>
        )}
      </span>
      <span className={styles.actions}>
        {r.status === 'confirmed' && (
          <Switch
            label={t('row.checkIn')}
            aria-label={t('row.checkInFor', { name: r.name })}
            checked={r.checked_in}
            onChange={(_event, data) => onCheckIn(data.checked)}
            data-testid="registration-check-in"
          />
        )}
        {conflict ? (
          <Badge appearance="tint" color="danger" data-testid="registration-conflict">
            {t('row.conflict')}
          </Badge>
        ) : (
          <SyncState rows={rows} testId="registration" />
        )}
        <Button
          appearance="subtle"
          icon={<DismissCircle20Regular />}
          aria-label={t('cancel.actionFor', { name: r.name })}
          onClick={onCancel}
          data-testid="registration-cancel"
        >
          {t('cancel.action')}
        </Button>
      </span>
    </li>
  );
}
