import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { TextField, UrlField, UuidField } from '@/common/fields';
import { ApiSrcset } from '@/files/api-image-upload.decorator';
import { ClientIdDto } from '@/common/client-id';

export class PublicLocationDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) maps_link: string | null;
  @ApiProperty({ example: '12345' }) postal_code: string;
  @ApiProperty() city: string;
  @ApiProperty() address: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiSrcset() srcset: string | null;
}

export class LocationDto extends PublicLocationDto {
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class CreateLocationDto extends ClientIdDto {
  @TextField({ max: 120, example: 'Turnhalle Lindenschule' }) name: string;
  @TextField({ max: 2_000 }) description: string;
  @UrlField({ optional: true }) maps_link?: string | null;
  @TextField({ min: 5, max: 5, example: '12345' })
  @Matches(/^\d{5}$/, { message: 'Bitte gib eine Postleitzahl mit fünf Ziffern ein.' })
  postal_code: string;
  @TextField({ min: 2, max: 100, example: 'Beispielstadt' }) city: string;
  @TextField({ max: 200, example: 'Lindenallee 12' }) address: string;
}

export class UpdateLocationDto extends OmitType(CreateLocationDto, ['_id'] as const) {
  @UuidField() _id: string;
}
