// What other features may use of courses.
export { OffersSection } from '@/features/courses/components/OffersSection';
export type { LocalCourse } from '@/features/courses/offline';
export { ageRangeOptions, OPEN_AGE } from '@/features/courses/ageRange';
