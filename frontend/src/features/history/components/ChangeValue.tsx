import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isSlotValue, slotText } from '@/components/format/slotText';
import { richTextToPlain } from '@/components/richtext/allowlist';
import { DEFAULT_LANGUAGE, isLanguage } from '@/i18n';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  image: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '10rem',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
});

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** One side of a change: an image as an image, lists as lists, rich text as its plain text. */
export function ChangeValue({
  field,
  value,
  imageAlt,
}: {
  field: string;
  value: unknown;
  imageAlt: string;
}) {
  const { t, i18n } = useTranslation(['history', 'account']);
  const styles = useStyles();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  // A time in words in the language ("Monday 17:00–18:00 · Halle 2"), a gender by its name.
  const itemText = (item: unknown) =>
    isSlotValue(item)
      ? slotText(item, lang)
      : field === 'genders'
        ? t(`account:gender.${String(item)}`, { defaultValue: String(item) })
        : String(item);
  if (isEmpty(value)) return <span className={styles.muted}>{t('emptyValue')}</span>;
  if (field === 'photoURL' && typeof value === 'string') {
    return <img src={value} alt={imageAlt} className={styles.image} loading="lazy" />;
  }
  if (Array.isArray(value)) {
    return (
      <ul className={styles.list}>
        {value.map((item, index) => (
          <li key={index}>{itemText(item)}</li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object') {
    return (
      <ul className={styles.list}>
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <li key={key} className={styles.text}>
            {key}: {String(item)}
          </li>
        ))}
      </ul>
    );
  }
  const text = typeof value === 'string' ? richTextToPlain(value) : String(value);
  return <span className={styles.text}>{text}</span>;
}
