import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IntField } from '@/common/fields';

/** The most rows one page of a staff list holds, so no list reads a whole table. */
export const MAX_PAGE_SIZE = 100;

/** `?page=&limit=` of every staff list (posts, news, users, audit log, support inbox). */
export class PageQueryDto {
  @IntField({ min: 1, max: 100_000, optional: true, example: 1 }) page?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PAGE_SIZE, example: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bitte gib eine ganze Zahl ein.' })
  @Min(1, { message: 'Mindestens 1.' })
  @Max(MAX_PAGE_SIZE, { message: `Höchstens ${MAX_PAGE_SIZE} Einträge pro Seite.` })
  limit?: number;
}

export const DEFAULT_PAGE_SIZE = 20;
