import { ApiProperty } from '@nestjs/swagger';
import { ClientIdDto } from '@/common/client-id';
import { RefDto } from '@/common/dto/ref.dto';
import { DateField, TextField, UuidField } from '@/common/fields';

/**
 * A time slot's trainings that do not take place, as the public sees them: one date (`from` =
 * `to`) or the range of a venue closure. Only what is not over yet.
 */
export class PublicCancellationDto {
  @ApiProperty({ format: 'uuid', description: 'The time slot' }) slot: string;
  @ApiProperty({ format: 'date', example: '2026-12-02' }) from: string;
  @ApiProperty({ format: 'date', example: '2026-12-02' }) to: string;
  @ApiProperty({ example: 'Halle gesperrt' }) reason: string;
  @ApiProperty({ description: 'true: the venue is closed (a closure), not the one training' })
  closure: boolean;
}

/** A cancelled training as staff see it (GET /api/cancellations). */
export class CancellationDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) course: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) workshop: string | null;
  @ApiProperty({ format: 'uuid' }) slot: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: RefDto, nullable: true }) created_by: RefDto | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() version: number;
}

/** Cancel one training: a slot of the course or workshop (exactly one) on a date, Europe/Berlin. */
export class CreateCancellationDto extends ClientIdDto {
  @UuidField({ optional: true, description: 'Course id (or workshop)' }) course?: string;
  @UuidField({ optional: true, description: 'Workshop id (or course)' }) workshop?: string;
  @UuidField({ description: 'The time slot' }) slot: string;
  @DateField({ example: '2026-12-02' }) date: string;
  @TextField({ max: 200, example: 'Halle gesperrt' }) reason: string;
}

/** Which trainings a list is about: one course or one workshop (exactly one). */
export class CancellationQueryDto {
  @UuidField({ optional: true, description: 'Course id (or workshop)' }) course?: string;
  @UuidField({ optional: true, description: 'Workshop id (or course)' }) workshop?: string;
}

/** A venue closed for a range of dates, as the public sees it. */
export class PublicClosureDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: RefDto }) location: RefDto;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty() reason: string;
  @ApiProperty({
    description: 'Shown as a site-wide notice: the closure has begun or begins within 14 days',
  })
  notice: boolean;
}

export class ClosureDto extends PublicClosureDto {
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() version: number;
}

export class CreateClosureDto extends ClientIdDto {
  @UuidField({ description: 'The venue' }) location: string;
  @DateField({ example: '2026-12-21' }) from: string;
  @DateField({ example: '2027-01-06' }) to: string;
  @TextField({ max: 200, example: 'Weihnachtsferien' }) reason: string;
}
