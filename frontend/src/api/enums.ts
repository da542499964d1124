/**
 * The API's enum values, generated from backend/openapi.json (`openapi-typescript --enum-values`,
 * `npm run api:types -w frontend`): lists the UI offers come from the server's enums, never from
 * a copy.
 */
export {
  categoryKeyValues as CATEGORY_KEYS,
  genderValues as GENDERS,
  weekdayValues as WEEKDAYS,
} from '@/api/generated/schema';
