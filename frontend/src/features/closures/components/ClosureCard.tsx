import {
  Badge,
  Body1,
  Button,
  Card,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockOpen20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { SyncState } from '@/components/staff/SyncState';
import { closureState, type LocalClosure } from '@/features/closures/offline';
import { useLang } from '@/i18n/useLang';
import type { OutboxRow } from '@/offline/types';
import '@/features/closures/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
});

const STATE_COLOR = { active: 'danger', upcoming: 'informative' } as const;

export interface ClosureCardProps {
  item: LocalClosure;
  /** Today in Berlin (`YYYY-MM-DD`). */
  today: string;
  rows: OutboxRow[] | undefined;
  onReopen(item: LocalClosure): void;
}

/** A venue closure: the venue, whether it holds now, the dates, the reason; "lift" after asking. */
export function ClosureCard({ item, today, rows, onReopen }: ClosureCardProps) {
  const { t } = useTranslation(['closures', 'account']);
  const styles = useStyles();
  const lang = useLang();
  const state = closureState(item, today);
  const venue = item.location.name;
  const from = formatCalendarDate(item.from, lang);
  const to = formatCalendarDate(item.to, lang);
  const range = item.from === item.to ? from : t('closures.range', { from, to });
  return (
    <Card className={styles.card}>
      <div>
        <Badge appearance="filled" color={STATE_COLOR[state]} data-testid="closure-state">
          {t(`state.${state}`)}
        </Badge>
      </div>
      <Subtitle2 as="h2" data-testid="closure-venue">
        {venue}
      </Subtitle2>
      <Body1 data-testid="closure-range">{range}</Body1>
      <Body1 className={styles.text} data-testid="closure-reason">
        {item.reason}
      </Body1>
      <div className={styles.footer}>
        <SyncState rows={rows} testId="closure" />
        <ConfirmDialog
          trigger={
            <Button
              appearance="subtle"
              icon={<LockOpen20Regular />}
              aria-label={t('closures.reopenFor', { venue, range })}
              data-testid="closure-reopen"
            >
              {t('closures.reopen')}
            </Button>
          }
          title={t('closures.reopenTitle')}
          confirmLabel={t('closures.reopen')}
          cancelLabel={t('account:common.cancel')}
          onConfirm={() => onReopen(item)}
        >
          {t('closures.reopenText', { venue, range })}
        </ConfirmDialog>
      </div>
    </Card>
  );
}
