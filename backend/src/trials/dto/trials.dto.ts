import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { DateField, EmailField, IntField, TextField, UuidField } from '@/common/fields';
import { TRIAL_STATUSES, type TrialStatus } from '@/db/schema';

const SINGLE_LINE = /^[^\r\n]*$/;

/** A visitor books a trial training (one training of a course) on the course's page. */
export class CreateTrialBookingDto {
  @UuidField({ description: 'The course' }) course: string;
  @UuidField({ description: 'The time slot' }) slot: string;
  @DateField({ example: '2026-12-07' }) date: string;

  @TextField({ min: 2, max: 100, example: 'Erika Mustermann' })
  @Matches(SINGLE_LINE, { message: 'Bitte ohne Zeilenumbrüche.' })
  name: string;

  @EmailField() email: string;

  @IntField({ min: 1, max: 120, example: 8 }) age: number;

  /** Required under 16 (checked by the service, with `guardian_consent`). */
  @TextField({ min: 2, max: 100, optional: true, example: 'Max Mustermann' })
  @Matches(SINGLE_LINE, { message: 'Bitte ohne Zeilenumbrüche.' })
  guardian_name?: string;

  @ApiPropertyOptional({ description: 'Under 16: the guardian agrees to the trial training' })
  @IsOptional()
  @IsBoolean({ message: 'Bitte bestätige die Einwilligung.' })
  guardian_consent?: boolean;

  @ApiProperty({ description: 'The visitor agrees to the privacy text (must be true)' })
  @Equals(true, { message: 'Bitte stimme der Datenschutzerklärung zu.' })
  privacy_consent: boolean;

  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de', description: "The mails' language" })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'Erlaubt sind: de, en.' })
  lang?: 'de' | 'en';
}

/** The link of a mail (confirm, or see and cancel one's booking). */
export class TrialTokenDto {
  @ApiProperty({ example: 'q3J9…' })
  @IsString({ message: 'Der Link ist ungültig.' })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'Der Link ist ungültig.' })
  token: string;
}

/** One training a visitor can book (GET /public/trials/{courseId}). */
export class TrialTrainingDto {
  @ApiProperty({ format: 'uuid' }) slot: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: 'Montag' }) day: string;
  @ApiProperty({ example: '17:00' }) start: string;
  @ApiProperty({ example: '18:30' }) end: string;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'Trial places of the training' }) places: number;
  @ApiProperty({ description: 'Places not taken by confirmed bookings' }) free: number;
  @ApiProperty({ description: 'Confirmed visitors on the waiting list' }) waiting: number;
}

/** What a visitor sees of their booking (through the link in their mail). */
export class PublicTrialBookingDto {
  @ApiProperty({ enum: TRIAL_STATUSES, enumName: 'TrialStatus' }) status: TrialStatus;
  @ApiProperty() course: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: '17:00' }) start: string;
  @ApiProperty({ example: '18:30' }) end: string;
  @ApiProperty() location: string;
  @ApiProperty() name: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Place on the waiting list (1 = next)',
  })
  waiting_position: number | null;
}

/** A booking as the trainer sees it (GET /api/trials?course=). */
export class TrialBookingDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) course: string;
  @ApiProperty({ format: 'uuid' }) slot: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() age: number;
  @ApiProperty({ type: String, nullable: true }) guardian_name: string | null;
  @ApiProperty({ enum: TRIAL_STATUSES, enumName: 'TrialStatus' }) status: TrialStatus;
  @ApiProperty({ type: Number, nullable: true }) waiting_position: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) attended: boolean | null;
  @ApiProperty() version: number;
}

/** A booking as a visitor's request to the club shows it (GET /api/trials/person). */
export class TrialPersonBookingDto extends TrialBookingDto {
  @ApiProperty({ description: "The course's title" }) course_title: string;
  @ApiProperty({ format: 'date-time', description: 'When it was booked' }) created_at: string;
}

/** A data subject's request by e-mail address (export or erasure of their trial bookings). */
export class TrialPersonQueryDto {
  @EmailField() email: string;
}

export class TrialQueryDto {
  @UuidField({ description: 'The course' }) course: string;
}

export class AttendanceDto {
  @UuidField() _id: string;
  @ApiProperty({ description: 'Came to the training' })
  @IsBoolean({ message: 'Bitte gib an, ob die Person da war.' })
  attended: boolean;
}

export class TrialPlacesDto {
  @UuidField({ description: 'The course' }) _id: string;
  @IntField({ min: 0, max: 50, example: 3 }) trial_places: number;
}
