import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { ClientIdDto } from '@/common/client-id';
import { DepartmentRefDto } from '@/common/dto/ref.dto';
import { DateField, EnumField, IntField, TextField, TimeField, UuidField } from '@/common/fields';
import { EVENT_KINDS, type EventKind } from '@/db/schema';
import { FunrunVenueDto } from '@/funruns/dto/funrun.dto';

/** At most this many agenda items (TOPs) an assembly lists. */
export const AGENDA_MAX = 30;

/** A club event as the public sees it (issue 37). */
export class EventDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ example: 'mitgliederversammlung-2027-03-19' }) slug: string;
  @ApiProperty({ enum: EVENT_KINDS, enumName: 'EventKind' }) kind: EventKind;
  @ApiProperty({ type: DepartmentRefDto, nullable: true, description: 'null: the whole club' })
  department: DepartmentRefDto | null;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Plain text; paragraphs separated by blank lines' })
  description: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: '19:00' }) start_time: string;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'null: same day' })
  end_date: string | null;
  @ApiProperty({ type: String, nullable: true }) end_time: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) location_id: string | null;
  @ApiProperty({ type: FunrunVenueDto, nullable: true }) venue: FunrunVenueDto | null;
  @ApiProperty({ description: "Where: the venue's name, or a place that is no venue" })
  place: string;
  @ApiProperty({ type: String, isArray: true, description: 'An assembly’s agenda items' })
  agenda: string[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'An assembly: the days of notice the statutes ask for',
  })
  notice_days: number | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The day it was first published (an assembly’s invitation)',
  })
  announced_on: string | null;
  @ApiProperty() cancelled: boolean;
  @ApiProperty() cancel_note: string;
}

/** The event as its editors hold it. */
export class EventStaffDto extends EventDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) department_id: string | null;
  @ApiProperty() published: boolean;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** Every field of an event (PUT replaces them all, as the offline editor holds the whole). */
export class CreateEventDto extends ClientIdDto {
  @EnumField(EVENT_KINDS, { name: 'EventKind' }) kind: EventKind;
  @UuidField({
    optional: true,
    nullable: true,
    description: 'The department; null or left out: the whole club (admin and owner only)',
  })
  department_id?: string | null;
  @TextField({ min: 3, max: 120, example: 'Sommerfest' }) title: string;
  @TextField({ min: 0, max: 4000, optional: true }) description?: string;
  @DateField({ example: '2027-07-03' }) date: string;
  @TimeField() start_time: string;
  @DateField({ optional: true, example: '2027-07-04' }) end_date?: string | null;
  @TimeField({ optional: true }) end_time?: string | null;
  @UuidField({ optional: true, nullable: true, description: 'The venue (GET /api/locations)' })
  location_id?: string | null;
  @TextField({ min: 0, max: 200, optional: true, example: 'Festzelt am Sportplatz' })
  place?: string;

  @ApiPropertyOptional({ type: String, isArray: true, maxItems: AGENDA_MAX })
  @IsOptional()
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMaxSize(AGENDA_MAX, { message: `Höchstens ${AGENDA_MAX} Tagesordnungspunkte.` })
  @IsString({ each: true, message: 'Bitte gib Text ein.' })
  @Length(1, 300, { each: true, message: 'Jeder Punkt hat 1 bis 300 Zeichen.' })
  agenda?: string[];

  @IntField({ min: 0, max: 365, optional: true, nullable: true, example: 14 })
  notice_days?: number | null;
  @ApiProperty() @IsBoolean({ message: 'Bitte wähle ja oder nein.' }) published: boolean;
  @ApiProperty() @IsBoolean({ message: 'Bitte wähle ja oder nein.' }) cancelled: boolean;
  @TextField({ min: 0, max: 500, optional: true, example: 'Wegen Unwetters abgesagt.' })
  cancel_note?: string;
}

export class UpdateEventDto extends OmitType(CreateEventDto, ['_id'] as const) {
  @UuidField() _id: string;
}
