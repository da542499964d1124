import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { WEEKDAYS, type Weekday } from '@/db/schema';
import { ErrorEnvelopeDto } from '@/common/api-envelope.decorator';

export const HALL_PLAN_KINDS = ['course', 'workshop'] as const;
export type HallPlanKind = (typeof HALL_PLAN_KINDS)[number];

export class HallPlanDepartmentDto {
  @ApiProperty({ example: 'Turnen', description: 'The department page: /de/abteilung/{name}' })
  name: string;
  @ApiProperty({ example: 'Turnen & Gymnastik' }) title: string;
}

/** One weekly slot in a venue's week view, with the course or workshop that holds the hall. */
export class HallPlanSlotDto {
  @ApiProperty({ format: 'uuid', description: 'The time slot' }) _id: string;
  @ApiProperty({ enum: WEEKDAYS, enumName: 'Weekday' }) day: Weekday;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: "A workshop session's date; null for a weekly time",
  })
  date: string | null;
  @ApiProperty({ example: '15:30' }) start: string;
  @ApiProperty({ example: '16:30' }) end: string;
  @ApiProperty({ enum: HALL_PLAN_KINDS, enumName: 'HallPlanKind' }) kind: HallPlanKind;
  @ApiProperty({ format: 'uuid', description: 'The course or the workshop' }) id: string;
  @ApiProperty({ example: 'Kinderturnen Minis' }) title: string;
  @ApiProperty({
    type: HallPlanDepartmentDto,
    nullable: true,
    description: "A course's department; null for a workshop",
  })
  department: HallPlanDepartmentDto | null;
}

/** `data` of 409 SLOT_OVERLAP: the slot that holds the hall at that time. */
export class SlotOverlapDto {
  @ApiProperty({ example: 'Turnhalle Lindenschule', description: "The venue's name" })
  venue: string;
  @ApiProperty({ enum: HALL_PLAN_KINDS, enumName: 'HallPlanKind' }) kind: HallPlanKind;
  @ApiProperty({ format: 'uuid', description: 'The course or the workshop' }) id: string;
  @ApiProperty({ example: 'Kinderturnen Minis' }) title: string;
  @ApiProperty({ format: 'uuid', description: 'Its time slot' }) slot_id: string;
  @ApiProperty({ enum: WEEKDAYS, enumName: 'Weekday' }) day: Weekday;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: "A workshop session's date; null for a weekly time",
  })
  date: string | null;
  @ApiProperty({ example: '15:30' }) start: string;
  @ApiProperty({ example: '16:30' }) end: string;
}

/** Documents the 409 a slot save answers when the hall is taken. */
export const ApiSlotOverlap = () =>
  applyDecorators(
    ApiExtraModels(SlotOverlapDto, ErrorEnvelopeDto),
    ApiResponse({
      status: 409,
      description:
        'SLOT_OVERLAP: the venue is taken at that time by another slot (named in `data`). ' +
        'With times:override and `overlap_reason` the save goes through instead.',
      schema: {
        allOf: [
          { $ref: getSchemaPath(ErrorEnvelopeDto) },
          { type: 'object', properties: { data: { $ref: getSchemaPath(SlotOverlapDto) } } },
        ],
      },
    }),
  );
