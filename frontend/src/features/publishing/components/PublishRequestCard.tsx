import {
  Button,
  Card,
  CardHeader,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublishRequest } from '@/api/types';
import { useConfig } from '@/api/useConfig';
import { formatDateTime } from '@/components/format/date';
import { plainText } from '@/components/format/plainText';
import { isSlotValue, slotText } from '@/components/format/slotText';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n';
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

/** What a value of a diff is worded with: the language, and the words of list items. */
interface Wording {
  lang: Language;
  t: TFunction;
  categoryName(key: string): string;
}

/** One item of a list: a time slot in words, a gender or a sport by its name. */
function itemText(item: unknown, field: string, { lang, t, categoryName }: Wording): string {
  if (isSlotValue(item)) return slotText(item, lang);
  if (item && typeof item === 'object') return JSON.stringify(item);
  const text = String(item);
  if (field === 'genders') return t(`account:gender.${text}`, { defaultValue: text });
  if (field === 'categories') return categoryName(text);
  return text;
}

function show(value: unknown, field: string, wording: Wording): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && RICH_TEXT.has(field)) return plainText(value) || '—';
  if (Array.isArray(value)) return value.map((v) => itemText(v, field, wording)).join(', ') || '—';
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
  const { t, i18n } = useTranslation(['publishing', 'account']);
  const styles = useStyles();
  const config = useConfig();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const wording: Wording = {
    lang,
    t: t as TFunction,
    // The club's own names of its sports (as the course form shows them), else the key.
    categoryName: (key) => config.data?.categories.find((c) => c.key === key)?.name ?? key,
  };
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
                  {t([`fields_${request.type}.${d.field}`, `fields.${d.field}`], {
                    defaultValue: d.label || d.field,
                  })}
                </td>
                <td className={styles.cell}>
                  {IMAGE.has(d.field) && typeof d.from === 'string' && d.from ? (
                    <img src={d.from} alt={t('publish.photoOld')} className={styles.photo} />
                  ) : (
                    <span className={styles.from}>{show(d.from, d.field, wording)}</span>
                  )}
                </td>
                <td className={styles.cell}>
                  {IMAGE.has(d.field) && typeof d.to === 'string' && d.to ? (
                    <img src={d.to} alt={t('publish.photoNew')} className={styles.photo} />
                  ) : (
                    <span className={styles.to}>{show(d.to, d.field, wording)}</span>
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
