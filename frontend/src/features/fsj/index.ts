export { FsjTeaser } from '@/features/fsj/components/FsjTeaser';
