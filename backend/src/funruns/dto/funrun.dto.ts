import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNumber,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ClientIdDto } from '@/common/client-id';
import { DateField, EmailField, IntField, TextField, TimeField, UuidField } from '@/common/fields';
import { HttpsUrlField } from '@/common/https-url.field';

/** Euros with at most two decimals (an entry fee, the late fee). */
function EuroField() {
  return (target: object, property: string) => {
    ApiProperty({ type: Number, minimum: 0, maximum: 1000, example: 8 })(target, property);
    Type(() => Number)(target, property);
    IsNumber(
      { maxDecimalPlaces: 2 },
      { message: 'Bitte gib einen Betrag in Euro an (z. B. 8,50).' },
    )(target, property);
    Min(0, { message: 'Mindestens 0 €.' })(target, property);
    Max(1000, { message: 'Höchstens 1000 €.' })(target, property);
  };
}

function ListOf(type: () => new () => object, max: number) {
  return (target: object, property: string) => {
    ApiProperty({ type: type(), isArray: true, maxItems: max })(target, property);
    IsArray({ message: 'Bitte gib eine Liste an.' })(target, property);
    ArrayMaxSize(max, { message: `Höchstens ${max} Einträge.` })(target, property);
    ValidateNested({ each: true })(target, property);
    Type(type)(target, property);
  };
}

export class FunrunSlotDto {
  @DateField({ example: '2025-06-28' }) date: string;
  @TimeField() from: string;
  @TimeField() to: string;
}

export class FunrunTrackDto {
  @TextField({ min: 2, max: 80, example: '10 km Lauf' }) name_de: string;
  @TextField({ min: 2, max: 80, example: '10 km run' }) name_en: string;
  @IntField({ min: 1, max: 100_000, example: 10_000 }) distance_m: number;
  @TimeField() start_time: string;
  @EuroField() fee: number;
  @ApiProperty() @IsBoolean({ message: 'Bitte wähle ja oder nein.' }) medal: boolean;
  @TextField({ min: 0, max: 80, optional: true, nullable: true, example: 'ab 16 Jahren' })
  age_group?: string | null;
}

export class FunrunVenueDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() street: string;
  @ApiProperty() postal_code: string;
  @ApiProperty() city: string;
  @ApiProperty({ type: String, nullable: true }) maps_link: string | null;
}

/** One year's fun run as the public page shows it. */
export class FunrunDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 2025 }) year: number;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: '09:30' }) start_time: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) location_id: string | null;
  @ApiProperty({ type: FunrunVenueDto, nullable: true }) venue: FunrunVenueDto | null;
  @ApiProperty({ format: 'date' }) registration_until: string;
  @ApiProperty({ type: FunrunSlotDto, isArray: true }) bib_pickups: FunrunSlotDto[];
  @ApiProperty() late_closes_minutes: number;
  @ApiProperty({ description: 'Euros added to a late registration' }) late_fee: number;
  @ApiProperty({ type: String, nullable: true }) registration_email: string | null;
  @ApiProperty({ type: FunrunTrackDto, isArray: true }) tracks: FunrunTrackDto[];
  @ApiProperty() intro_de: string;
  @ApiProperty() intro_en: string;
  @ApiProperty({ description: 'Rules and notes, one per line' }) notes_de: string;
  @ApiProperty() notes_en: string;
  @ApiProperty({ type: String, nullable: true }) results_url: string | null;
}

export class FunrunStaffDto extends FunrunDto {
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/**
 * What `/volkslauf` shows: the coming run (once it has its tracks), else the last one with its
 * results and the date of the next once it is set; the years that stay readable.
 */
export class PublicFunrunOverviewDto {
  @ApiProperty({ type: FunrunDto, nullable: true }) current: FunrunDto | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The next run, announced without its tracks yet',
  })
  next_date: string | null;
  @ApiProperty({ type: Number, isArray: true, description: 'Other years, newest first' })
  years: number[];
}

export class CreateFunrunDto extends ClientIdDto {
  @IntField({ min: 1900, max: 2200, example: 2026 }) year: number;
  @DateField({ example: '2025-06-29' }) date: string;
  @TimeField() start_time: string;
  @UuidField({ optional: true, nullable: true, description: 'The venue (GET /api/locations)' })
  location_id?: string | null;
  @DateField({ example: '2025-06-23' }) registration_until: string;
  @ListOf(() => FunrunSlotDto, 10) bib_pickups: FunrunSlotDto[];
  @IntField({ min: 0, max: 600, example: 15 }) late_closes_minutes: number;
  @EuroField() late_fee: number;
  @EmailField({ optional: true }) registration_email?: string | null;
  @ListOf(() => FunrunTrackDto, 20) tracks: FunrunTrackDto[];
  @TextField({ min: 0, max: 2000, optional: true }) intro_de?: string;
  @TextField({ min: 0, max: 2000, optional: true }) intro_en?: string;
  @TextField({ min: 0, max: 4000, optional: true }) notes_de?: string;
  @TextField({ min: 0, max: 4000, optional: true }) notes_en?: string;
  @HttpsUrlField({ optional: true }) results_url?: string | null;
}

export class UpdateFunrunDto extends OmitType(CreateFunrunDto, ['_id'] as const) {
  @UuidField() _id: string;
}
