import { ApiProperty } from '@nestjs/swagger';
import { RefDto } from '@/common/dto/ref.dto';

/** One published copy of a course, workshop or department. */
export class RevisionDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ description: 'Counts from 1 per entity' }) number: number;
  @ApiProperty({ format: 'date-time' }) published_at: string;
  @ApiProperty({ type: RefDto, nullable: true, description: 'Who published it (null: unknown)' })
  published_by: RefDto | null;
  @ApiProperty({ description: 'Published by granting a publish request' }) via_request: boolean;
  @ApiProperty({ description: 'The copy the public site shows now' }) current: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The published content (the public fields of the entity)',
  })
  snapshot: Record<string, unknown>;
}

/** A field whose value in the revision differs from the working copy's. */
export class RevisionChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ description: 'German field label' }) label: string;
  @ApiProperty({ nullable: true, description: 'Value in the revision' }) revision: unknown;
  @ApiProperty({ nullable: true, description: 'Value in the current working copy' })
  current: unknown;
}

export class RevisionDetailDto extends RevisionDto {
  @ApiProperty({ type: [RevisionChangeDto], description: 'Empty: the working copy equals it' })
  diff: RevisionChangeDto[];
  @ApiProperty({ description: "The working copy's version (If-Match of a restore)" })
  version: number;
}
