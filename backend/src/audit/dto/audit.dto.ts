import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const AUDIT_MAX_PAGE_SIZE = 100;

export class AuditQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bitte gib eine ganze Zahl ein.' })
  @Min(1, { message: 'Mindestens 1.' })
  @Max(100_000, { message: 'Höchstens 100000.' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Bitte gib eine ganze Zahl ein.' })
  @Min(1, { message: 'Mindestens 1.' })
  @Max(AUDIT_MAX_PAGE_SIZE, { message: `Höchstens ${AUDIT_MAX_PAGE_SIZE} Einträge pro Seite.` })
  limit?: number;
}

export class AuditActorDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) _id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the account is deleted' })
  name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: AuditActorDto, nullable: true }) actor: AuditActorDto | null;
  @ApiProperty({ example: 'block' }) action: string;
  @ApiProperty({ type: String, nullable: true }) entity_type: string | null;
  @ApiProperty({ type: String, nullable: true }) entity_id: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true }) items: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
