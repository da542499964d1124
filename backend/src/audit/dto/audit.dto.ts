import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@/audit/audit.service';
import { PageQueryDto } from '@/common/page-query.dto';

const ISO_MESSAGE =
  'Bitte gib Datum und Uhrzeit im ISO-Format an (z. B. 2026-11-27T00:00:00+01:00).';

/** Newest first; at most MAX_PAGE_SIZE (page-query.dto.ts) entries a page; every filter optional. */
export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description: "Part of the actor's e-mail or name, any case",
    maxLength: 100,
  })
  @IsOptional()
  @IsString({ message: 'Bitte gib einen Text ein.' })
  @MaxLength(100, { message: 'Höchstens 100 Zeichen.' })
  person?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS as unknown as string[], {
    message: 'Diese Aktion kennt das Protokoll nicht.',
  })
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this instant' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ISO_MESSAGE })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries before this instant' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: ISO_MESSAGE })
  to?: string;
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
  /** An AuditAction; typed as text so entries of actions since renamed still load. */
  @ApiProperty({ example: 'block' }) action: string;
  @ApiProperty({ type: String, nullable: true }) entity_type: string | null;
  @ApiProperty({ type: String, nullable: true }) entity_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The current title or name of a course, workshop, department or account; null for other kinds (their details name them) and once it is gone',
  })
  entity_name: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'X-Request-Id of the request' })
  request_id: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true }) items: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
