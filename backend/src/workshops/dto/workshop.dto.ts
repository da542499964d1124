import { ApiProperty } from '@nestjs/swagger';
import { RefDto } from '@/common/dto/ref.dto';
import { PublicCancellationDto } from '@/schedule/dto/schedule.dto';
import {
  COURSE_STATES,
  PendingRequestDto,
  PublicTimeSlotDto,
  RejectionDto,
  SocialMediaDto,
  TimeSlotDto,
  type CourseState,
} from '@/courses/dto/course.dto';
import { ApiSrcset } from '@/files/api-image-upload.decorator';

/** Fields shared by the public copy and the working copy (spec section 3, Workshop). */
export class WorkshopFieldsDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty() info: string;
  @ApiProperty({ description: 'Sanitized HTML' }) description: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiProperty() members: number;
  @ApiProperty({ type: SocialMediaDto }) social_media: SocialMediaDto;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
}

export class PublicWorkshopDto extends WorkshopFieldsDto {
  @ApiSrcset() srcset: string | null;
  @ApiProperty({ type: [PublicTimeSlotDto] }) times: PublicTimeSlotDto[];
  @ApiProperty({ format: 'date-time' }) published_at: string;
  @ApiProperty({
    type: [PublicCancellationDto],
    description: 'Trainings of its times that do not take place, from today on',
  })
  cancellations: PublicCancellationDto[];
}

/** The working copy as staff see it, with its publication state. */
export class WorkshopDto extends WorkshopFieldsDto {
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
}
