import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { RefDto } from '@/common/dto/ref.dto';
import { TextField, UuidField } from '@/common/fields';
import { ClientIdDto } from '@/common/client-id';
import { ApiSrcset } from '@/files/api-image-upload.decorator';

export class NewsAuthorDto {
  @ApiProperty() name: string;
}

export class PublicNewsDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Plain text' }) text: string;
  @ApiProperty() info: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiSrcset() srcset: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: NewsAuthorDto, nullable: true }) created_by: NewsAuthorDto | null;
}

export class NewsDto extends PublicNewsDto {
  @ApiProperty({ type: RefDto, nullable: true }) declare created_by: RefDto | null;
  @ApiProperty({
    description: 'Whether the caller may change and delete it (author, admin, owner)',
  })
  can_delete: boolean;
  @ApiProperty() version: number;
}

export class NewsPageDto {
  @ApiProperty({ type: [NewsDto] }) items: NewsDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

/** Spec section 5: texts at least three characters. */
export class CreateNewsDto extends ClientIdDto {
  @TextField({ max: 120, example: 'Halle Lindenschule am 3. Oktober geschlossen' }) title: string;
  @TextField({ max: 2_000 }) text: string;
  /** `null` clears it (an empty text would break the three-character rule). */
  @TextField({ max: 300, optional: true, nullable: true, example: 'Vorstand' })
  info?: string | null;
}

/** The fields that change; the author and the date stay. */
export class UpdateNewsDto extends PartialType(OmitType(CreateNewsDto, ['_id'] as const)) {
  @UuidField() _id: string;
}
