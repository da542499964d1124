import {
  Button,
  Card,
  CardHeader,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PublishRequest } from '@/api/types';
import { formatDateTime } from '@/components/format/date';
import { plainText } from '@/components/format/plainText';
import '@/features/publishing/strings';

const useStyles = makeStyles({
  diff: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  cell: {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  // Field names wrap at syllables ("Trainings-zeiten"), not after any letter.
  fieldCell: { overflowWrap: 'normal', hyphens: 'auto' },
  // Column headings ("Alt", "Neu") never break inside the word on a phone.
  headCell: { overflowWrap: 'normal', whiteSpace: 'nowrap' },
  from: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  to: { color: tokens.colorPaletteGreenForeground1 },
  photo: {
    display: 'block',
    width: '8rem',
    maxWidth: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Fields that hold sanitized HTML: compared and shown as their text (issue 10). */
const RICH_TEXT = new Set(['description', 'trial_training', 'text']);

/** Fields that hold an image's address: shown as the image, not as its path. */
const IMAGE = new Set(['photoURL']);

/**
 * A time slot of a diff: "Montag 17:00–18:00 · Halle 2", a workshop's session with its date
 * ("Samstag 13.03.2027 09:00–16:00"), so a moved session shows as a change.
 */
function slotText(value: Record<string, unknown>): string | null {
  if (typeof value.day !== 'string' || typeof value.start !== 'string') return null;
  const place = typeof value.location === 'string' && value.location ? ` · ${value.location}` : '';
  const date =
    typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date)
      ? ` ${value.date.split('-').reverse().join('.')}`
      : '';
  return `${value.day}${date} ${value.start}–${String(value.end ?? '')}${place}`;
}

function show(value: unknown, field: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && RICH_TEXT.has(field)) return plainText(value) || '—';
  if (Array.isArray(value))
    return value
      .map((v) =>
        v && typeof v === 'object'
          ? (slotText(v as Record<string, unknown>) ?? JSON.stringify(v))
          : String(v),
      )
      .join(', ');
  if (typeof value === 'object') {
    // Social media links: "instagram: https://…"; none at all reads as empty, not as "{}".
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v);
    return entries.length ? entries.map(([k, v]) => `${k}: ${String(v)}`).join(', ') : '—';
  }
  return String(value);
}

export interface PublishRequestCardProps {
  request: PublishRequest;
  busy: boolean;
  onGrant(): void;
  onReject(): void;
}

/** One request: who asked, when, and what would change (field, old → new; a photo as both images). */
export function PublishRequestCard({ request, busy, onGrant, onReject }: PublishRequestCardProps) {
  const { t } = useTranslation(['publishing', 'account']);
  const styles = useStyles();
  return (
    <Card data-testid="publish-request" aria-label={request.entity.title}>
      <CardHeader
        header={<Text weight="semibold">{request.entity.title}</Text>}
        description={`${t(`publish.type_${request.type}`)} · ${t('publish.requestedBy', {
          name: request.requested_by?.name ?? '—',
          date: formatDateTime(request.requested_at),
        })}`}
      />
      {request.diff.length === 0 ? (
        <Text>{t('publish.noDiff')}</Text>
      ) : (
        <table className={styles.diff}>
          <thead>
            <tr>
              <th className={mergeClasses(styles.cell, styles.headCell)}>{t('publish.field')}</th>
              <th className={mergeClasses(styles.cell, styles.headCell)}>{t('publish.old')}</th>
              <th className={mergeClasses(styles.cell, styles.headCell)}>{t('publish.new')}</th>
            </tr>
          </thead>
          <tbody>
            {request.diff.map((d) => (
              <tr key={d.field}>
                <td className={mergeClasses(styles.cell, styles.fieldCell)}>
                  {t(`fields.${d.field}`, { defaultValue: d.label || d.field })}
                </td>
                <td className={styles.cell}>
                  {IMAGE.has(d.field) && typeof d.from === 'string' && d.from ? (
                    <img src={d.from} alt={t('publish.photoOld')} className={styles.photo} />
                  ) : (
                    <span className={styles.from}>{show(d.from, d.field)}</span>
                  )}
                </td>
                <td className={styles.cell}>
                  {IMAGE.has(d.field) && typeof d.to === 'string' && d.to ? (
                    <img src={d.to} alt={t('publish.photoNew')} className={styles.photo} />
                  ) : (
                    <span className={styles.to}>{show(d.to, d.field)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={onGrant} data-testid="publish-grant">
          {t('publish.grant')}
        </Button>
        <Button disabled={busy} onClick={onReject} data-testid="publish-reject">
          {t('publish.reject')}
        </Button>
      </div>
    </Card>
  );
}
