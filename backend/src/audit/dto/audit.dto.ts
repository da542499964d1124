import { ApiProperty } from '@nestjs/swagger';
import { PageQueryDto } from '@/common/page-query.dto';

/** Newest first; at most MAX_PAGE_SIZE (page-query.dto.ts) entries a page. */
export class AuditQueryDto extends PageQueryDto {}

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
  @ApiProperty({ type: String, nullable: true, description: 'X-Request-Id of the request' })
  request_id: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true }) items: AuditEntryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}
