import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DepartmentRefDto, RefDto } from '@/common/dto/ref.dto';
import { POST_CATEGORIES, type PostCategory } from '@/db/schema';
import { ApiSrcset } from '@/files/api-image-upload.decorator';

export class PostSocialMediaDto {
  @ApiPropertyOptional() facebook?: string;
  @ApiPropertyOptional() instagram?: string;
  @ApiPropertyOptional() twitter?: string;
}

export class PostAuthorDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
}

/** What visitors see: no blocker, no version, no author id. */
export class PublicPostDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() article_number: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Sanitized HTML' }) text: string;
  @ApiProperty() info: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiSrcset() srcset: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() likes: number;
  @ApiProperty() views: number;
  @ApiProperty({ type: PostSocialMediaDto }) social_media: PostSocialMediaDto;
  @ApiProperty({ enum: POST_CATEGORIES, enumName: 'PostCategory' }) category: PostCategory;
  @ApiProperty({ type: DepartmentRefDto, nullable: true }) department: DepartmentRefDto | null;
  @ApiProperty({ type: PostAuthorDto, nullable: true }) owner: PostAuthorDto | null;
}

export class StaffPostAuthorDto extends PostAuthorDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
}

export class PostDto extends PublicPostDto {
  @ApiProperty({ type: StaffPostAuthorDto, nullable: true })
  declare owner: StaffPostAuthorDto | null;
  @ApiProperty() blocked: boolean;
  @ApiProperty({ type: RefDto, nullable: true }) blocked_by: RefDto | null;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class PostPageDto {
  @ApiProperty({ type: [PostDto] }) items: PostDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class PostCountDto {
  @ApiProperty() count: number;
}

export class LikeResultDto {
  @ApiProperty() likes: number;
  @ApiProperty({ description: 'false when this device had liked the post already' })
  counted: boolean;
}

export class ViewResultDto {
  @ApiProperty() views: number;
}
