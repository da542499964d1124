// What other features may use of courses.
export { OffersSection } from '@/features/courses/components/OffersSection';
export { useAccountCourses } from '@/features/courses/api/useAccountCourses';
