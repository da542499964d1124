import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IntField, TextField, UrlField, UuidField } from '@/common/fields';
import { SocialMediaInputDto } from '@/courses/dto/course-input.dto';
import { ClientIdDto } from '@/common/client-id';

/** Spec section 5: every workshop field is required except social media and website link. */
export class CreateWorkshopDto extends ClientIdDto {
  @TextField({ max: 120, example: 'Erste Hilfe im Sport' }) title: string;
  @TextField({ max: 500, example: 'Samstag, 9–16 Uhr, Vereinsheim' }) info: string;
  @TextField({ max: 10_000 }) description: string;
  @IntField({ min: 0, max: 10_000, example: 16 }) members: number;
  @UrlField({ optional: true }) website?: string | null;

  @ApiPropertyOptional({ type: SocialMediaInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SocialMediaInputDto)
  social_media?: SocialMediaInputDto;
}

export class UpdateWorkshopDto extends PartialType(OmitType(CreateWorkshopDto, ['_id'] as const)) {
  @UuidField() _id: string;
}
