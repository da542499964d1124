import type { TFunction } from 'i18next';
import type { AuditEntry } from '@/api/types';

/** What the entries record for the machine (ids, pseudonyms, nested records): never shown. */
const HIDDEN = new Set([
  'slot',
  'venue',
  'overlaps_id',
  'overlaps_slot',
  'overlaps_kind',
  'userId',
  'user',
  'changes',
  'tables',
  'files',
]);

/** Details that name what an entry is about, in this order, where the server named nothing. */
const NAME_KEYS = ['title', 'name', 'label', 'text', 'year'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Plain = string | number | boolean;
const isPlain = (value: unknown): value is Plain =>
  ['string', 'number', 'boolean'].includes(typeof value);

/** The name of what an entry is about: its current name from the server, else what it recorded. */
export function entityNameOf(entry: AuditEntry): string | null {
  if (entry.entity_name) return entry.entity_name;
  for (const key of NAME_KEYS) {
    const value = entry.details[key];
    if (isPlain(value) && String(value).trim()) return String(value);
  }
  return null;
}

/** "Betrifft: Angebot „Kinderturnen“": the kind's label, and its name where the entry has one. */
export function targetText(entry: AuditEntry, t: TFunction): string | null {
  if (!entry.entity_type) return null;
  const kind = t(`audit:kind.${entry.entity_type}`, { defaultValue: entry.entity_type });
  const name = entityNameOf(entry);
  return name ? t('audit:targetNamed', { kind, name }) : t('audit:target', { kind });
}

function valueText(key: string, value: unknown, t: TFunction): string | null {
  if (Array.isArray(value)) {
    const parts = value.filter(isPlain).map((item) => valueText(key, item, t));
    return parts.length ? parts.join(', ') : null;
  }
  if (!isPlain(value)) return null;
  if (typeof value === 'boolean') return t(value ? 'audit:yes' : 'audit:no');
  const text = String(value);
  if (key === 'role' || key === 'roles') return t(`audit:role.${text}`, { defaultValue: text });
  if (key === 'day') return t(`audit:weekday.${text}`, { defaultValue: text });
  if (key === 'by') return t(`audit:by.${text}`, { defaultValue: text });
  // Dates as everywhere in the app (spec section 9): DD.MM.YYYY.
  if (ISO_DATE.test(text)) return text.split('-').reverse().join('.');
  return text;
}

/**
 * An entry's details as labelled, translated fields ("Grund: Hallensanierung", "Von: 01.12.2026"):
 * internals left out, and the name already shown as what the entry concerns not repeated.
 */
export function detailFields(entry: AuditEntry, t: TFunction): { label: string; value: string }[] {
  const shownName = entry.entity_type ? entityNameOf(entry) : null;
  return Object.entries(entry.details).flatMap(([key, raw]) => {
    if (HIDDEN.has(key)) return [];
    if (shownName !== null && isPlain(raw) && String(raw) === shownName) return [];
    const value = valueText(key, raw, t);
    if (value === null || value === '') return [];
    return [{ label: t(`audit:field.${key}`, { defaultValue: key }), value }];
  });
}
