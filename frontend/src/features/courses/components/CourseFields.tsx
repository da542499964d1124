import { makeStyles, tokens } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CATEGORY_KEYS, GENDERS } from '@/api/enums';
import type { CategoryKey, Gender } from '@/api/types';
import { useConfig } from '@/api/useConfig';
import { FormCheckboxGroup, type Choice } from '@/components/form/FormChoiceFields';
import { FormRichTextField } from '@/components/form/FormRichTextField';
import { FormTextField } from '@/components/form/FormTextField';
import { changedValues } from '@/components/form/patch';
import {
  SocialLinkFields,
  socialLinkRules,
  socialLinkValues,
  socialLinksBody,
} from '@/components/form/SocialLinkFields';
import { optionalUrl, requiredRichText, requiredText } from '@/components/form/rules';
import type { LocalCourse, courseEntity } from '@/features/courses/offline';
import type { PatchOf } from '@/offline/entity';
import '@/features/courses/strings';

/** The limits of `CreateCourseDto`. */
export const COURSE_LIMITS = {
  title: 120,
  description: 10_000,
  info: 500,
  trial_training: 5_000,
  location: 200,
  members: 10_000,
  trainers: 10,
};

const age = z
  .string()
  .trim()
  .min(1, 'form:required')
  .refine((text) => /^\d+$/.test(text) && Number(text) <= 120, 'form:age');

/**
 * Spec section 5: every course field is required but the social links and the website; texts at
 * least three characters; ages 0–120 with "from" not above "to". Mirrors `CreateCourseDto`.
 */
const courseObject = z.object({
  /** Chosen when the course is created, fixed afterwards (the editor never sends it). */
  department: z.string().min(1, 'form:required'),
  title: requiredText(COURSE_LIMITS.title),
  description: requiredRichText(COURSE_LIMITS.description),
  info: requiredText(COURSE_LIMITS.info),
  trial_training: requiredRichText(COURSE_LIMITS.trial_training),
  genders: z.array(z.enum(GENDERS as [Gender, ...Gender[]])).min(1, 'form:chooseOne'),
  categories: z
    .array(z.enum(CATEGORY_KEYS as [CategoryKey, ...CategoryKey[]]))
    .min(1, 'form:chooseOne'),
  age_from: age,
  age_to: age,
  members: z
    .string()
    .trim()
    .min(1, 'form:required')
    .refine((text) => /^\d+$/.test(text) && Number(text) <= COURSE_LIMITS.members, 'form:count'),
  location: requiredText(COURSE_LIMITS.location),
  trainers: z.array(z.string()).min(1, 'form:chooseOne').max(COURSE_LIMITS.trainers),
  website: optionalUrl,
  ...socialLinkRules(optionalUrl),
});

/** "Alter bis" not below "Alter von" (both checked as ages first). */
function withAgeOrder<S extends z.ZodType<{ age_from: string; age_to: string }>>(schema: S) {
  return schema.refine(
    (v) => !/^\d+$/.test(v.age_from) || !/^\d+$/.test(v.age_to) || +v.age_from <= +v.age_to,
    { path: ['age_to'], message: 'form:ageOrder' },
  );
}

export const courseSchema = withAgeOrder(courseObject);
export type CourseInput = z.input<typeof courseSchema>;
export type CourseValues = z.output<typeof courseSchema>;

/** A trainer as the course holds it (`{_id, name}`), or as an unsent edit left it (an id). */
const trainerId = (trainer: { _id: string } | string) =>
  typeof trainer === 'string' ? trainer : trainer._id;

export function courseValues(course: LocalCourse | null, department = ''): CourseInput {
  return {
    department: course?.department?._id ?? department,
    title: course?.title ?? '',
    description: course?.description ?? '',
    info: course?.info ?? '',
    trial_training: course?.trial_training ?? '',
    genders: course?.genders ?? [],
    categories: course?.categories ?? [],
    age_from: course ? String(course.age_from) : '',
    age_to: course ? String(course.age_to) : '',
    members: course ? String(course.members) : '0',
    location: course?.location ?? '',
    trainers: (course?.trainers ?? []).map(trainerId),
    website: course?.website ?? '',
    ...socialLinkValues(course?.social_media),
  };
}

/** The request's fields but the department (the update's; the create adds the department). */
export function courseBody(v: CourseValues) {
  return {
    title: v.title,
    description: v.description,
    info: v.info,
    trial_training: v.trial_training,
    genders: v.genders,
    categories: v.categories,
    age_from: Number(v.age_from),
    age_to: Number(v.age_to),
    members: Number(v.members),
    location: v.location,
    trainers: v.trainers,
    website: v.website || null,
    social_media: socialLinksBody(v),
  };
}

/** Only the fields that differ from the local copy (an update carries just those). */
export function coursePatch(
  course: LocalCourse,
  values: CourseValues,
): PatchOf<typeof courseEntity> {
  // The local copy as it is: it may hold values the server refused, which the rules would not pass.
  return changedValues(courseBody(values), courseBody(courseValues(course) as CourseValues));
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    // Fluent inputs bring a min-width; without this the phone layout scrolls sideways.
    '& > *': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0, width: '100%' },
  },
});

export interface CourseFieldsProps {
  control: Control<CourseInput>;
  /** Everyone who may lead a course (GET /api/trainers), with the course's own ones. */
  trainers: readonly Choice[];
  /** Set when the trainer list could not be loaded. */
  trainersProblem?: string;
}

/** The course's fields on the form kit (the create dialog and the editor share them). */
export function CourseFields({ control, trainers, trainersProblem }: CourseFieldsProps) {
  const { t } = useTranslation(['courses', 'account']);
  const styles = useStyles();
  const config = useConfig();
  const categoryName = (key: CategoryKey) =>
    config.data?.categories.find((c) => c.key === key)?.name ?? t(`category.${key}`);
  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={t('fields.title')}
        required
        maxLength={COURSE_LIMITS.title}
      />
      <FormRichTextField
        control={control}
        name="description"
        label={t('fields.description')}
        required
      />
      <FormTextField
        control={control}
        name="info"
        label={t('fields.info')}
        required
        multiline
        maxLength={COURSE_LIMITS.info}
      />
      <FormRichTextField
        control={control}
        name="trial_training"
        label={t('fields.trial_training')}
        required
      />
      <FormCheckboxGroup
        control={control}
        name="genders"
        label={t('fields.genders')}
        required
        choices={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
      />
      <FormCheckboxGroup
        control={control}
        name="categories"
        label={t('fields.categories')}
        required
        choices={CATEGORY_KEYS.map((key) => ({ value: key, label: categoryName(key) }))}
      />
      <div className={styles.grid}>
        <FormTextField
          control={control}
          name="age_from"
          type="number"
          label={t('fields.age_from')}
          required
        />
        <FormTextField
          control={control}
          name="age_to"
          type="number"
          label={t('fields.age_to')}
          required
        />
        <FormTextField
          control={control}
          name="members"
          type="number"
          label={t('fields.members')}
          required
        />
      </div>
      <FormTextField
        control={control}
        name="location"
        label={t('fields.location')}
        required
        maxLength={COURSE_LIMITS.location}
      />
      <FormCheckboxGroup
        control={control}
        name="trainers"
        label={t('fields.trainers')}
        required
        choices={trainers}
        problem={trainersProblem}
      />
      <FormTextField control={control} name="website" type="url" label={t('fields.website')} />
      <div className={styles.grid}>
        <SocialLinkFields control={control} />
      </div>
    </>
  );
}

/**
 * The trainers to choose from: the loaded list, plus the course's own (named) ones, so the
 * field shows them also offline or when the list failed.
 */
export function trainerChoices(
  loaded: readonly { _id: string; name: string }[] | undefined,
  course: LocalCourse | null,
): Choice[] {
  const byId = new Map<string, string>();
  for (const trainer of course?.trainers ?? []) {
    if (typeof trainer !== 'string') byId.set(trainer._id, trainer.name);
  }
  for (const trainer of loaded ?? []) byId.set(trainer._id, trainer.name);
  return [...byId.entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}
