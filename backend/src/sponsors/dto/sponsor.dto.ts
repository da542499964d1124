import { ApiProperty, OmitType } from '@nestjs/swagger';
import { EnumListField, IntField, TextField, UuidField } from '@/common/fields';
import { HttpsUrlField } from '@/common/https-url.field';
import { SPONSOR_PLACEMENTS, type SponsorPlacement } from '@/db/schema';
import { ApiSrcset } from '@/files/api-image-upload.decorator';
import { ClientIdDto } from '@/common/client-id';

export class PublicSponsorDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() text: string;
  @ApiProperty({ format: 'uri' }) link: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiSrcset() srcset: string | null;
}

export class SponsorDto extends PublicSponsorDto {
  @ApiProperty({ enum: SPONSOR_PLACEMENTS, enumName: 'SponsorPlacement', isArray: true })
  placements: SponsorPlacement[];
  @ApiProperty() sort_order: number;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class CreateSponsorDto extends ClientIdDto {
  @TextField({ max: 500, example: 'Autohaus Krüger – Ihr Partner vor Ort' }) text: string;
  @HttpsUrlField() link: string;
  @EnumListField(SPONSOR_PLACEMENTS, { name: 'SponsorPlacement' })
  placements: SponsorPlacement[];
  @IntField({ min: 0, max: 10_000, optional: true, example: 10 }) sort_order?: number;
}

export class UpdateSponsorDto extends OmitType(CreateSponsorDto, ['_id'] as const) {
  @UuidField() _id: string;
}
