import { Button, Field, Input, Select } from '@fluentui/react-components';
import { DismissCircleRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@/api/enums';
import type { CategoryKey, ConfigCategory, Gender } from '@/api/types';
import { useLang } from '@/i18n/useLang';
import { useCourseFilterBarStyles } from '@/features/courses/components/CourseFilterBar.styles';
import {
  COURSE_PARAMS,
  OFFERS_ANCHOR,
  SEARCH_MAX_LENGTH,
} from '@/features/courses/courseFilterUrl';
import {
  EMPTY_FILTER,
  isFilterActive,
  parseAge,
  type CourseFilter,
} from '@/features/courses/filterCourses';

/**
 * The fields' names, the query parameters of a filtered address (courseFilterUrl.ts): the form
 * sent without JavaScript asks the server for the filtered page; what a visitor entered before the
 * app started is taken over by them.
 */
export const FILTER_FIELD_NAMES = COURSE_PARAMS;

/** Marks the public control the script before the app answers (backend early-controls). */
const EARLY = { 'data-vh-early': '' };
const FILTER_KEYS = Object.keys(FILTER_FIELD_NAMES) as (keyof CourseFilter)[];

/** The filter with what its fields show before the app took them over (useFormFromPage). */
export function withEarlyInput(
  filter: CourseFilter,
  early: Partial<Record<(typeof FILTER_FIELD_NAMES)[keyof CourseFilter], string>>,
): CourseFilter {
  const next = { ...filter };
  for (const key of FILTER_KEYS) {
    const entered = early[FILTER_FIELD_NAMES[key]];
    if (entered !== undefined) Object.assign(next, { [key]: entered });
  }
  return next;
}

export interface CourseFilterBarProps {
  /** The form: what its fields show before the app runs is taken over (useFormFromPage). */
  formRef?: Ref<HTMLFormElement>;
  value: CourseFilter;
  onChange(next: CourseFilter): void;
  categories: readonly ConfigCategory[];
}

/**
 * The home page filter of spec section 2: sport, title search, gender, age from / to. A GET form
 * to the home page's course section: without JavaScript its button asks the server for the
 * filtered list; before the app a plain script filters the cards on input
 * (backend src/pages/early-controls/course-filter.ts); the app filters on input.
 */
export function CourseFilterBar({ formRef, value, onChange, categories }: CourseFilterBarProps) {
  const styles = useCourseFilterBarStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const set = <K extends keyof CourseFilter>(key: K, next: CourseFilter[K]) =>
    onChange({ ...value, [key]: next });
  const fromInvalid = parseAge(value.ageFrom).invalid;
  const toInvalid = parseAge(value.ageTo).invalid;
  const home = `/${lang}/#${OFFERS_ANCHOR}`;
  // The list follows every input already: the button (Enter, a phone keyboard's "Go") only puts
  // the keyboard away.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      role="search"
      aria-label={t('filter.label')}
      method="get"
      action={home}
      onSubmit={submit}
      {...EARLY}
    >
      <Field label={t('filter.category')}>
        <Select
          value={value.category}
          name={FILTER_FIELD_NAMES.category}
          data-testid="filter-category"
          onChange={(_e, data) => set('category', data.value as CategoryKey | '')}
        >
          <option value="">{t('filter.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.key} value={category.key}>
              {t(`category.${category.key}`, { defaultValue: category.name })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filter.search')} className={styles.search}>
        <Input
          type="search"
          value={value.search}
          placeholder={t('filter.searchPlaceholder')}
          contentBefore={<SearchRegular aria-hidden="true" />}
          name={FILTER_FIELD_NAMES.search}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          data-testid="filter-search"
          onChange={(_e, data) => set('search', data.value)}
        />
      </Field>
      <Field label={t('filter.gender')}>
        <Select
          value={value.gender}
          name={FILTER_FIELD_NAMES.gender}
          data-testid="filter-gender"
          onChange={(_e, data) => set('gender', data.value as Gender | '')}
        >
          <option value="">{t('filter.allGenders')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`gender.${gender}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.ages}>
        <Field
          label={t('filter.ageFrom')}
          validationState={fromInvalid ? 'error' : 'none'}
          validationMessage={fromInvalid ? t('filter.ageInvalid') : undefined}
        >
          <Input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={value.ageFrom}
            name={FILTER_FIELD_NAMES.ageFrom}
            data-testid="filter-age-from"
            onChange={(_e, data) => set('ageFrom', data.value)}
          />
        </Field>
        <Field
          label={t('filter.ageTo')}
          validationState={toInvalid ? 'error' : 'none'}
          validationMessage={toInvalid ? t('filter.ageInvalid') : undefined}
        >
          <Input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={value.ageTo}
            name={FILTER_FIELD_NAMES.ageTo}
            data-testid="filter-age-to"
            onChange={(_e, data) => set('ageTo', data.value)}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" icon={<FilterRegular />} data-testid="filter-submit">
          {t('filter.submit')}
        </Button>
        {/* Always in the page, hidden without a filter: the script before the app shows it (a
            link to the unfiltered list, which the app answers in place). */}
        <Button
          as="a"
          href={home}
          className={styles.reset}
          appearance="subtle"
          icon={<DismissCircleRegular />}
          hidden={!isFilterActive(value)}
          data-vh-reset=""
          data-testid="filter-reset"
          onClick={(event) => {
            event.preventDefault();
            onChange(EMPTY_FILTER);
          }}
        >
          {t('filter.reset')}
        </Button>
      </div>
    </form>
  );
}
