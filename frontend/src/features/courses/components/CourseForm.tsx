import {
  Button,
  Checkbox,
  Combobox,
  Field,
  Input,
  Option,
  Textarea,
} from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS as CATEGORIES, GENDERS } from '@/api/enums';
import type { CategoryKey, SocialMedia } from '@/api/types';
import { useConfig } from '@/api/useConfig';
import { useCourseFormStyles } from '@/features/courses/components/CourseForm.styles';
import {
  type CourseFormValues,
  validateCourse,
} from '@/features/courses/components/courseValidation';
import type { CourseRecord, LocalCourse } from '@/features/courses/offline';

const TEXT_FIELDS = ['description', 'info', 'trial_training'] as const;
const NETWORKS: (keyof SocialMedia)[] = ['facebook', 'instagram', 'twitter'];

export function toValues(c: LocalCourse): CourseFormValues {
  return {
    title: c.title,
    description: c.description,
    info: c.info,
    trial_training: c.trial_training,
    genders: c.genders,
    categories: c.categories,
    age_from: String(c.age_from),
    age_to: String(c.age_to),
    members: String(c.members),
    location: c.location,
    website: c.website ?? '',
    social_media: c.social_media ?? {},
  };
}

export const EMPTY_COURSE_VALUES: CourseFormValues = {
  title: '',
  description: '',
  info: '',
  trial_training: '',
  genders: [],
  categories: [],
  age_from: '',
  age_to: '',
  members: '0',
  location: '',
  website: '',
  social_media: {},
};

/** The form's values in wire form. */
export function courseFields(v: CourseFormValues) {
  return {
    title: v.title.trim(),
    description: v.description,
    info: v.info.trim(),
    trial_training: v.trial_training,
    genders: v.genders,
    categories: v.categories,
    age_from: Number(v.age_from),
    age_to: Number(v.age_to),
    members: Number(v.members),
    location: v.location.trim(),
    website: v.website.trim() || null,
    social_media: Object.fromEntries(
      Object.entries(v.social_media).filter(([, url]) => url && url.trim()),
    ) as SocialMedia,
  };
}

/** Only the fields that differ from the local copy. */
export function coursePatch(course: LocalCourse, v: CourseFormValues): Partial<CourseRecord> {
  const next = courseFields(v);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(course[key as keyof LocalCourse]),
    ),
  ) as Partial<CourseRecord>;
}

/** `next`, except for the fields that differ from what the form started from (typed by the user). */
export function keepTyped(
  current: CourseFormValues,
  startedFrom: CourseFormValues,
  next: CourseFormValues,
): CourseFormValues {
  const merged: Record<string, unknown> = { ...next };
  for (const key of Object.keys(next) as (keyof CourseFormValues)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(startedFrom[key]))
      merged[key] = current[key];
  }
  return merged as unknown as CourseFormValues;
}

export interface CourseFormProps {
  initial: CourseFormValues;
  onSubmit(values: CourseFormValues): void;
  submitLabel?: string;
  busy?: boolean;
}

/** The course fields (plain textareas for now) with the server's validation rules. */
export const CourseForm = memo(function CourseForm({
  initial,
  onSubmit,
  submitLabel,
  busy,
}: CourseFormProps) {
  const { t } = useTranslation('account');
  const styles = useCourseFormStyles();
  const config = useConfig();
  const [values, setValues] = useState(initial);
  // The values the form started from. When they change underneath (a queued edit synced, the
  // server confirmed a new version), fields the user has not touched follow; typing is kept.
  const [startedFrom, setStartedFrom] = useState(initial);
  if (JSON.stringify(initial) !== JSON.stringify(startedFrom)) {
    setStartedFrom(initial);
    setValues((current) => keepTyped(current, startedFrom, initial));
  }
  const [submitted, setSubmitted] = useState(false);
  const errors = validateCourse(values);
  const msg = (key: keyof CourseFormValues) =>
    submitted && errors[key] ? t(errors[key]) : undefined;
  const set = (patch: Partial<CourseFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const categoryName = (key: CategoryKey) =>
    config.data?.categories.find((c) => c.key === key)?.name ?? t(`category.${key}`);
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('editor.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0) onSubmit(values);
      }}
    >
      <Field label={t('fields.title')} required validationMessage={msg('title')}>
        <Input name="title" value={values.title} onChange={(_, d) => set({ title: d.value })} />
      </Field>
      {TEXT_FIELDS.map((field) => (
        <Field key={field} label={t(`fields.${field}`)} required validationMessage={msg(field)}>
          <Textarea
            name={field}
            resize="vertical"
            rows={4}
            value={values[field]}
            onChange={(_, d) => set({ [field]: d.value })}
          />
        </Field>
      ))}
      <Field
        // Not `required`: Field would mark every checkbox as required.
        label={`${t('fields.genders')} *`}
        validationMessage={msg('genders')}
      >
        <div className={styles.checks} role="group" aria-label={t('fields.genders')}>
          {GENDERS.map((g) => (
            <Checkbox
              key={g}
              label={t(`gender.${g}`)}
              checked={values.genders.includes(g)}
              onChange={(_, d) => set({ genders: toggle(values.genders, g, Boolean(d.checked)) })}
            />
          ))}
        </div>
      </Field>
      <Field label={t('fields.categories')} required validationMessage={msg('categories')}>
        <Combobox
          multiselect
          placeholder={t('common.choose')}
          selectedOptions={values.categories}
          value={values.categories.map(categoryName).join(', ')}
          onOptionSelect={(_, d) => set({ categories: d.selectedOptions as CategoryKey[] })}
        >
          {CATEGORIES.map((key) => (
            <Option key={key} value={key} text={categoryName(key)}>
              {categoryName(key)}
            </Option>
          ))}
        </Combobox>
      </Field>
      <div className={styles.grid}>
        {(['age_from', 'age_to', 'members'] as const).map((field) => (
          <Field key={field} label={t(`fields.${field}`)} required validationMessage={msg(field)}>
            <Input
              name={field}
              type="number"
              min={0}
              max={field === 'members' ? undefined : 120}
              value={values[field]}
              onChange={(_, d) => set({ [field]: d.value })}
            />
          </Field>
        ))}
      </div>
      <Field label={t('fields.location')} required validationMessage={msg('location')}>
        <Input
          name="location"
          value={values.location}
          onChange={(_, d) => set({ location: d.value })}
        />
      </Field>
      <Field label={t('fields.website')} validationMessage={msg('website')}>
        <Input
          name="website"
          type="url"
          value={values.website}
          onChange={(_, d) => set({ website: d.value })}
        />
      </Field>
      <div className={styles.grid}>
        {NETWORKS.map((network) => (
          <Field key={network} label={t(`fields.social.${network}`)}>
            <Input
              type="url"
              value={values.social_media[network] ?? ''}
              onChange={(_, d) =>
                set({ social_media: { ...values.social_media, [network]: d.value } })
              }
            />
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          icon={<Save20Regular />}
          disabled={busy}
          data-testid="course-save"
        >
          {submitLabel ?? t('common.save')}
        </Button>
      </div>
    </form>
  );
});
