import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CATEGORY_KEYS, GENDERS, type CategoryKey, type Gender } from '@/app-config/club-config';
import { WEEKDAYS, type Weekday } from '@/db/schema';
import { DepartmentRefDto, RefDto } from '@/common/dto/ref.dto';
import { ApiSrcset } from '@/files/api-image-upload.decorator';
import { PublicCancellationDto } from '@/schedule/dto/schedule.dto';

export class SocialMediaDto {
  @ApiPropertyOptional() facebook?: string;
  @ApiPropertyOptional() instagram?: string;
  @ApiPropertyOptional() twitter?: string;
}

export class PublicTimeSlotDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({
    enum: WEEKDAYS,
    enumName: 'Weekday',
    description: "The weekday of a weekly time; a workshop session's is its date's",
  })
  day: Weekday;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2027-03-13',
    description:
      "A workshop session's date (YYYY-MM-DD); null for a course's weekly time and for a " +
      'workshop time saved before sessions had dates',
  })
  date: string | null;
  @ApiProperty({ example: '17:00' }) start: string;
  @ApiProperty({ example: '18:30' }) end: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The venue the slot is in (GET /public/locations); null for a place that is no venue',
  })
  venue: string | null;
  @ApiProperty({
    example: 'Turnhalle Lindenschule',
    description: "The venue's name, or the place's text when it is no venue",
  })
  location: string;
}

/** A slot belongs to a course or to a workshop; the other id is null. */
export class TimeSlotDto extends PublicTimeSlotDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) course: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) workshop: string | null;
  @ApiProperty() version: number;
}

/** Fields shared by the public copy and the working copy. */
export class CourseFieldsDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Sanitized HTML' }) description: string;
  @ApiProperty() info: string;
  @ApiProperty({ description: 'Sanitized HTML' }) trial_training: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiProperty({ type: DepartmentRefDto }) department: DepartmentRefDto;
  @ApiProperty({ enum: GENDERS, enumName: 'Gender', isArray: true }) genders: Gender[];
  @ApiProperty({ enum: CATEGORY_KEYS, enumName: 'CategoryKey', isArray: true })
  categories: CategoryKey[];
  @ApiProperty({ description: 'Inclusive, years' }) age_from: number;
  @ApiProperty({ description: 'Inclusive, years' }) age_to: number;
  @ApiProperty({ type: SocialMediaDto }) social_media: SocialMediaDto;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty() members: number;
  @ApiProperty() location: string;
  @ApiProperty({ type: [RefDto] }) trainers: RefDto[];
}

export class PublicCourseDto extends CourseFieldsDto {
  @ApiProperty({
    example: 'kinderturnen-minis',
    description:
      "The course's public address, /{lang}/angebot/{slug}: made from the published title (with the " +
      "department's name where two titles give the same), unique among the public courses",
  })
  slug: string;
  @ApiSrcset() srcset: string | null;
  @ApiProperty({ type: [PublicTimeSlotDto] }) times: PublicTimeSlotDto[];
  @ApiProperty({ format: 'date-time' }) published_at: string;
  @ApiProperty({
    type: [PublicCancellationDto],
    description: 'Trainings of its times that do not take place, from today on',
  })
  cancellations: PublicCancellationDto[];
  @ApiProperty({ description: 'Trial places per training (0: no trial training to book)' })
  trial_places: number;
}

export class PendingRequestDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: RefDto }) requested_by: RefDto;
}

export class RejectionDto {
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) rejected_at: string;
  @ApiProperty({ type: RefDto }) rejected_by: RefDto;
}

export const COURSE_STATES = ['draft', 'published', 'changed'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** The working copy as staff see it, with its publication state. */
export class CourseDto extends CourseFieldsDto {
  @ApiSrcset() srcset: string | null;
  @ApiProperty() version: number;
  @ApiProperty() blocked: boolean;
  @ApiProperty({ type: RefDto, nullable: true }) blocked_by: RefDto | null;
  @ApiProperty({ enum: COURSE_STATES, enumName: 'CourseState' }) state: CourseState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ type: PendingRequestDto, nullable: true })
  pending_request: PendingRequestDto | null;
  @ApiProperty({ type: RejectionDto, nullable: true }) last_rejection: RejectionDto | null;
  @ApiProperty({ type: [TimeSlotDto] }) times: TimeSlotDto[];
  @ApiProperty({
    description:
      'Trial places per training (0: none). Read-only here: set by PUT /api/trials/places, which needs no publication',
  })
  trial_places: number;
}

export class TrainerDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}
