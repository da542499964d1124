import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { CATEGORY_KEYS, GENDERS, type CategoryKey, type Gender } from '@/app-config/club-config';
import { EnumListField, IntField, TextField, UrlField, UuidField } from '@/common/fields';
import { NotLessThan } from '@/common/cross-field.validators';
import { ClientIdDto } from '@/common/client-id';

export class SocialMediaInputDto {
  @UrlField({ optional: true }) facebook?: string;
  @UrlField({ optional: true }) instagram?: string;
  @UrlField({ optional: true }) twitter?: string;
}

/** Spec section 5: every course field is required except social media and website link. */
export class CreateCourseDto extends ClientIdDto {
  @UuidField({ description: 'Department id' }) department: string;
  @TextField({ max: 120, example: 'Kinderturnen 6–10 Jahre' }) title: string;
  @TextField({ max: 10_000 }) description: string;
  @TextField({ max: 500 }) info: string;
  @TextField({ max: 5_000 }) trial_training: string;
  @EnumListField(GENDERS, { name: 'Gender' }) genders: Gender[];
  @EnumListField(CATEGORY_KEYS, { name: 'CategoryKey' }) categories: CategoryKey[];
  @IntField({ min: 0, max: 120, example: 6 }) age_from: number;
  @IntField({ min: 0, max: 120, example: 10 })
  @NotLessThan('age_from', '„Alter bis“ darf nicht kleiner als „Alter von“ sein.')
  age_to: number;
  @IntField({ min: 0, max: 10_000 }) members: number;
  @TextField({ max: 200 }) location: string;
  @UrlField({ optional: true }) website?: string | null;

  @ApiPropertyOptional({ type: SocialMediaInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SocialMediaInputDto)
  social_media?: SocialMediaInputDto;

  @ApiProperty({ type: [String], format: 'uuid', description: 'Trainer ids' })
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMinSize(1, { message: 'Bitte wähle mindestens eine Übungsleitung.' })
  @ArrayMaxSize(10, { message: 'Höchstens 10 Übungsleitungen.' })
  @IsUUID('all', { each: true, message: 'Die Kennung ist ungültig.' })
  trainers: string[];
}

export class UpdateCourseDto extends PartialType(
  OmitType(CreateCourseDto, ['department', '_id'] as const),
) {
  @UuidField() _id: string;
}
