import { IntField } from '@/common/fields';

/** `?page=&limit=` of staff lists; the page size is capped so no list reads a whole table. */
export class PageQueryDto {
  @IntField({ min: 1, max: 10_000, optional: true, example: 1 }) page?: number;
  @IntField({ min: 1, max: 100, optional: true, example: 20 }) limit?: number;
}

export const DEFAULT_PAGE_SIZE = 20;
