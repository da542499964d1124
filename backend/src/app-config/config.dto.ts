import { ApiProperty } from '@nestjs/swagger';
import { CATEGORY_KEYS, type CategoryKey } from '@/app-config/club-config';

export class RoleTagDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() hex: string;
  @ApiProperty() color: string;
}

export class CategoryDto {
  @ApiProperty({ enum: CATEGORY_KEYS, enumName: 'CategoryKey' }) key: CategoryKey;
  @ApiProperty() name: string;
  @ApiProperty() color: string;
  @ApiProperty() icon: string;
}

export class IconDto {
  @ApiProperty() icon: string;
  @ApiProperty() color: string;
}

export class SocialMediaIconDto {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty() icon: string;
  @ApiProperty() color: string;
}

export class ConfigDto {
  @ApiProperty({ type: [RoleTagDto] }) tags: RoleTagDto[];
  @ApiProperty({ type: 'object', additionalProperties: { $ref: '#/components/schemas/IconDto' } })
  icons: Record<string, IconDto>;
  @ApiProperty({ type: [CategoryDto] }) categories: CategoryDto[];
  @ApiProperty({ type: [SocialMediaIconDto] }) socialMedia: SocialMediaIconDto[];
  @ApiProperty({ description: 'Trial bookings are deleted this many days after the training' })
  trial_retention_days: number;
  @ApiProperty({ description: 'Contact messages are deleted this many days after they arrive' })
  contact_retention_days: number;
  @ApiProperty({
    description: 'Every request is logged (LOG_LEVEL info or debug), not only errors',
  })
  request_log: boolean;
}
