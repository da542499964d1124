import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { EnumField, TextField, UuidField } from '@/common/fields';
import { HttpsUrlField } from '@/common/https-url.field';
import { PageQueryDto } from '@/common/page-query.dto';
import { POST_CATEGORIES, type PostCategory } from '@/db/schema';
import { ClientIdDto } from '@/common/client-id';

export class PostSocialMediaInputDto {
  @HttpsUrlField({ optional: true }) facebook?: string;
  @HttpsUrlField({ optional: true }) instagram?: string;
  @HttpsUrlField({ optional: true }) twitter?: string;
}

/** Spec section 5: title required; texts at least three characters. */
export class CreatePostDto extends ClientIdDto {
  @TextField({ max: 150, example: 'Kreismeisterschaft: drei Titel für unsere Turnerinnen' })
  title: string;
  @TextField({ max: 20_000, example: '<p>Am Samstag …</p>' }) text: string;
  /** `null` clears it (an empty text would break the three-character rule), as for news. */
  @TextField({ max: 300, optional: true, nullable: true, example: 'Bericht von Anna Keller' })
  info?: string | null;

  @ApiPropertyOptional({ type: PostSocialMediaInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => PostSocialMediaInputDto)
  social_media?: PostSocialMediaInputDto;

  @EnumField(POST_CATEGORIES, { optional: true, name: 'PostCategory' }) category?: PostCategory;
  @UuidField({ optional: true, description: 'Department id (required for category department)' })
  department?: string | null;
}

export class UpdatePostDto extends PartialType(OmitType(CreatePostDto, ['_id'] as const)) {
  @UuidField() _id: string;
}

export const POST_SORT_FIELDS = [
  'created_at',
  'title',
  'likes',
  'views',
  'article_number',
] as const;
export type PostSortField = (typeof POST_SORT_FIELDS)[number];

export class PostListQueryDto extends PageQueryDto {
  @EnumField(POST_SORT_FIELDS, { optional: true, name: 'PostSortField' }) sort?: PostSortField;
  @EnumField(['asc', 'desc'] as const, { optional: true, name: 'SortOrder' }) order?:
    'asc' | 'desc';
}

export class LikeDto {
  @UuidField({ description: 'A random id the browser keeps (localStorage), one per device' })
  device_id: string;
}
