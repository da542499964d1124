/** The error pages other features show in their place (a blog page past the last one). */
export { NotFoundPage } from '@/features/errors/pages/NotFoundPage';
