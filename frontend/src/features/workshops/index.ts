// What other parts of the app may use of workshops.
export { workshopEntity } from '@/features/workshops/offline';
