import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PublicCancellation } from '@/api/types';
import { shortDay } from '@/components/schedule/cancellations';
import { useLang } from '@/i18n/useLang';

const useStyles = makeStyles({
  list: { display: 'block', color: tokens.colorPaletteRedForeground1 },
  item: { display: 'block' },
});

/**
 * What of one time slot does not take place, beside its time: „fällt am 02.12. aus: Halle
 * gesperrt", or a closure's range. Nothing when all is on.
 */
export function SlotCancellations({ items }: { items: readonly PublicCancellation[] }) {
  const styles = useStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <span className={styles.list}>
      {items.map((item) => (
        <span
          key={`${item.slot}-${item.from}`}
          className={styles.item}
          data-testid="slot-cancellation"
        >
          {item.from === item.to
            ? t('card.cancelledOn', { date: shortDay(item.from, lang), reason: item.reason })
            : t('card.cancelledRange', {
                from: shortDay(item.from, lang),
                to: shortDay(item.to, lang),
                reason: item.reason,
              })}
        </span>
      ))}
    </span>
  );
}
