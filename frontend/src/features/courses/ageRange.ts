/** A course open to every age from `age_from` on stores 99 (or more) as its upper age. */
export const OPEN_AGE = 99;

/**
 * The i18next options of an age range: "6–10 Jahre", or with the `open` context
 * (`ageRange_open`) "ab 16 Jahren" instead of "16–99 Jahre".
 */
export function ageRangeOptions(course: { age_from: number; age_to: number }) {
  return {
    from: course.age_from,
    to: course.age_to,
    ...(course.age_to >= OPEN_AGE ? { context: 'open' } : {}),
  };
}
