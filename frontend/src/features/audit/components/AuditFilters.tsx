import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircle20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { auditActionValues } from '@/api/generated/schema';
import type { AuditAction } from '@/api/types';
import { actionLabel } from '@/features/audit/auditActions';
import '@/features/audit/strings';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
    // Labels in one line; the person field's hint hangs below its box.
    alignItems: 'start',
    marginBottom: tokens.spacingVerticalL,
  },
  // A grid item is as wide as its content by default: the select's longest option overflowed.
  field: { minWidth: 0 },
  shrink: { minWidth: 0, width: '100%' },
  reset: { justifySelf: 'start', alignSelf: 'end' },
});

/** What the filter fields hold: dates as the date inputs give them (YYYY-MM-DD or ''). */
export interface AuditFilterValues {
  person: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValues = { person: '', action: '', from: '', to: '' };

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange(values: AuditFilterValues): void;
  /** The end lies before the start: said on the end field; the list keeps its last answer. */
  rangeInvalid: boolean;
  disabled: boolean;
}

/** Person, action and date range of the audit log; every change applies at once. */
export function AuditFilters({ values, onChange, rangeInvalid, disabled }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const styles = useStyles();
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...values, ...patch });
  const filtered = JSON.stringify(values) !== JSON.stringify(NO_FILTER);
  return (
    <div role="group" aria-label={t('filters')} className={styles.root}>
      <Field className={styles.field} label={t('person')} hint={t('personHint')}>
        <Input
          type="search"
          value={values.person}
          disabled={disabled}
          maxLength={100}
          onChange={(_, data) => set({ person: data.value })}
          data-testid="audit-filter-person"
        />
      </Field>
      <Field className={styles.field} label={t('action')}>
        <Select
          className={styles.shrink}
          select={{ className: styles.shrink }}
          value={values.action}
          disabled={disabled}
          onChange={(_, data) => set({ action: data.value as AuditAction | '' })}
          data-testid="audit-filter-action"
        >
          <option value="">{t('allActions')}</option>
          {auditActionValues.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action, t)}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.field} label={t('from')}>
        <Input
          type="date"
          value={values.from}
          disabled={disabled}
          onChange={(_, data) => set({ from: data.value })}
          data-testid="audit-filter-from"
        />
      </Field>
      <Field
        className={styles.field}
        label={t('to')}
        validationState={rangeInvalid ? 'error' : 'none'}
        validationMessage={rangeInvalid ? t('rangeInvalid') : undefined}
      >
        <Input
          type="date"
          value={values.to}
          disabled={disabled}
          onChange={(_, data) => set({ to: data.value })}
          data-testid="audit-filter-to"
        />
      </Field>
      <Button
        className={styles.reset}
        icon={<DismissCircle20Regular />}
        disabled={disabled || !filtered}
        onClick={() => onChange(NO_FILTER)}
        data-testid="audit-filter-reset"
      >
        {t('reset')}
      </Button>
    </div>
  );
}
