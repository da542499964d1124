// What other parts of the app may use of the staff news.
export { newsEntity } from '@/features/news/offline';
