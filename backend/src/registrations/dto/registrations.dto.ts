import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  Matches,
  ValidateIf,
} from 'class-validator';
import { DateField, EmailField, EnumField, IntField, TextField, UuidField } from '@/common/fields';
import {
  ORGANISER_NOTICES,
  REGISTRATION_FIELDS,
  REGISTRATION_STATUSES,
  REGISTRATION_TARGETS,
  TSHIRT_SIZES,
  type OrganiserNotice,
  type RegistrationField,
  type RegistrationStatus,
  type RegistrationTarget,
  type TshirtSize,
} from '@/db/schema';
import { TrialTokenDto } from '@/trials/dto/trials.dto';

const SINGLE_LINE = /^[^\r\n]*$/;
const ONE_LINE = 'Bitte ohne Zeilenumbrüche.';

/** A date of what one registers for (a workshop's session, the run's start). */
export class RegistrationDateDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ example: '09:00' }) start: string;
  @ApiProperty({ example: '16:00', description: 'Empty when only the start is known' })
  end: string;
  @ApiProperty() location: string;
}

/** A fun run's track as its registration form offers it. */
export class RegistrationTrackDto {
  @ApiProperty({ description: "Index in the run's tracks" }) index: number;
  @ApiProperty() name_de: string;
  @ApiProperty() name_en: string;
  @ApiProperty({ example: '09:30' }) start_time: string;
  @ApiProperty() fee_cents: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Places left; null: no limit' })
  free: number | null;
}

/** When and for how much the race office takes late registrations on site. */
export class LateRegistrationDto {
  @ApiProperty({ description: 'Added to the track fee' }) fee_cents: number;
  @ApiProperty({ type: [RegistrationDateDto], description: 'On-site windows' })
  windows: RegistrationDateDto[];
}

export const CLOSED_REASONS = ['not_open', 'deadline', 'over', 'cancelled'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** A workshop's, fun run's or event's registration as visitors see it (GET /public/registrations/…). */
export class PublicRegistrationOfferDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: REGISTRATION_TARGETS, enumName: 'RegistrationTarget' })
  kind: RegistrationTarget;
  @ApiProperty({ format: 'uuid' }) target: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "An event's address (/{lang}/termin/{slug}); null for workshops and runs",
  })
  slug: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ type: [RegistrationDateDto] }) dates: RegistrationDateDto[];
  @ApiProperty({ description: 'Whether the form takes registrations now' }) open: boolean;
  @ApiProperty({
    enum: CLOSED_REASONS,
    enumName: 'RegistrationClosedReason',
    nullable: true,
    description: 'Why not, when closed',
  })
  closed_reason: ClosedReason | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Last day' })
  deadline: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: no limit' })
  places: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null: no limit' })
  free: number | null;
  @ApiProperty({ description: 'Confirmed people on the waiting list' }) waiting: number;
  @ApiProperty() fee_cents: number;
  @ApiProperty() fee_note: string;
  @ApiProperty({ enum: REGISTRATION_FIELDS, enumName: 'RegistrationField', isArray: true })
  fields: RegistrationField[];
  @ApiProperty({ type: [RegistrationTrackDto], description: 'The fun run: its tracks' })
  tracks: RegistrationTrackDto[];
  @ApiProperty({ type: LateRegistrationDto, nullable: true })
  late: LateRegistrationDto | null;
  @ApiProperty({ description: 'Below this age a guardian consents' }) guardian_below: number;
}

/** A visitor registers on the offer's page. */
export class CreateRegistrationDto {
  @UuidField({ description: 'The offer' }) offer: string;

  @TextField({ min: 2, max: 100, example: 'Erika Mustermann' })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  name: string;

  @EmailField() email: string;

  @IntField({ min: 1900, max: 2200, optional: true, example: 2012 }) birth_year?: number;

  @TextField({ min: 2, max: 100, optional: true, example: 'LG Beispielstadt' })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  team?: string;

  @IntField({ min: 0, max: 50, optional: true, example: 0 }) track?: number;

  @EnumField(TSHIRT_SIZES, { optional: true, name: 'TshirtSize' }) tshirt?: TshirtSize;

  @TextField({ min: 2, max: 100, optional: true, example: 'Max Mustermann' })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  guardian_name?: string;

  @ApiPropertyOptional({ description: 'Under 16: the guardian agrees' })
  @IsOptional()
  @IsBoolean({ message: 'Bitte bestätige die Einwilligung.' })
  guardian_consent?: boolean;

  @ApiProperty({ description: 'Agrees to the privacy text (must be true)' })
  @Equals(true, { message: 'Bitte stimme der Datenschutzerklärung zu.' })
  privacy_consent: boolean;

  @ApiPropertyOptional({ enum: ['de', 'en'], default: 'de', description: "The mails' language" })
  @IsOptional()
  @IsIn(['de', 'en'], { message: 'Erlaubt sind: de, en.' })
  lang?: 'de' | 'en';
}

/** The link of a mail (confirm, see, cancel or delete one's registration). */
export class RegistrationTokenDto extends TrialTokenDto {}

/** What a visitor sees of their registration through the link of their mail. */
export class PublicRegistrationDto {
  @ApiProperty({ enum: REGISTRATION_STATUSES, enumName: 'RegistrationStatus' })
  status: RegistrationStatus;
  @ApiProperty({ format: 'uuid' }) offer: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: [RegistrationDateDto] }) dates: RegistrationDateDto[];
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) track_de: string | null;
  @ApiProperty({ type: String, nullable: true }) track_en: string | null;
  @ApiProperty({ type: Number, nullable: true }) bib: number | null;
  @ApiProperty() fee_cents: number;
  @ApiProperty() fee_note: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Place on the waiting list' })
  waiting_position: number | null;
}

/** Which target a staff request is about. */
export class RegistrationTargetQueryDto {
  @EnumField(REGISTRATION_TARGETS, { name: 'RegistrationTarget' }) kind: RegistrationTarget;
  @UuidField({ description: 'The workshop or fun run' }) target: string;
}

/** How a workshop or fun run takes registrations (PUT with If-Match; version 0 creates). */
export class SaveRegistrationOfferDto extends RegistrationTargetQueryDto {
  @ApiProperty() @IsBoolean({ message: 'Bitte gib an, ob die Anmeldung offen ist.' }) open: boolean;

  @IntField({ min: 1, max: 999, optional: true, nullable: true, example: 12 })
  @ValidateIf((_, v) => v !== null)
  places: number | null;

  @DateField({ optional: true, example: '2027-03-01' }) deadline: string | null;

  @IntField({ min: 0, max: 100000, example: 1500 }) fee_cents: number;

  /** Left out or empty: nothing to say on paying. */
  @TextField({ min: 0, max: 500, optional: true, example: 'Überweisung bis zum Anmeldeschluss' })
  fee_note?: string;

  @ApiProperty({ enum: REGISTRATION_FIELDS, enumName: 'RegistrationField', isArray: true })
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMaxSize(REGISTRATION_FIELDS.length, { message: 'Zu viele Einträge.' })
  @IsIn(REGISTRATION_FIELDS as unknown as string[], {
    each: true,
    message: `Erlaubt sind: ${REGISTRATION_FIELDS.join(', ')}.`,
  })
  fields: RegistrationField[];

  @EmailField({ optional: true }) organiser_email: string | null;

  @EnumField(ORGANISER_NOTICES, { name: 'OrganiserNotice' }) notice: OrganiserNotice;
}

/** The offer as staff edit it; `version` 0: not saved yet (closed). */
export class RegistrationOfferDto {
  @ApiProperty({ enum: REGISTRATION_TARGETS, enumName: 'RegistrationTarget' })
  kind: RegistrationTarget;
  @ApiProperty({ format: 'uuid' }) target: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) _id: string | null;
  @ApiProperty() title: string;
  @ApiProperty() open: boolean;
  @ApiProperty({ type: Number, nullable: true }) places: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) deadline: string | null;
  @ApiProperty() fee_cents: number;
  @ApiProperty() fee_note: string;
  @ApiProperty({ enum: REGISTRATION_FIELDS, enumName: 'RegistrationField', isArray: true })
  fields: RegistrationField[];
  @ApiProperty({ type: String, nullable: true }) organiser_email: string | null;
  @ApiProperty({ enum: ORGANISER_NOTICES, enumName: 'OrganiserNotice' }) notice: OrganiserNotice;
  @ApiProperty({ type: [RegistrationDateDto] }) dates: RegistrationDateDto[];
  @ApiProperty({ type: [RegistrationTrackDto] }) tracks: RegistrationTrackDto[];
  @ApiProperty() confirmed: number;
  @ApiProperty() waiting: number;
  @ApiProperty() version: number;
}

/** A registration as the organiser sees it. */
export class RegistrationDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) offer: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: Number, nullable: true }) birth_year: number | null;
  @ApiProperty({ type: String, nullable: true }) team: string | null;
  @ApiProperty({ type: Number, nullable: true }) track: number | null;
  @ApiProperty({ type: String, nullable: true, enum: TSHIRT_SIZES, enumName: 'TshirtSize' })
  tshirt: TshirtSize | null;
  @ApiProperty({ type: String, nullable: true }) guardian_name: string | null;
  @ApiProperty({ enum: REGISTRATION_STATUSES, enumName: 'RegistrationStatus' })
  status: RegistrationStatus;
  @ApiProperty({ type: Number, nullable: true }) waiting_position: number | null;
  @ApiProperty({ type: Number, nullable: true }) bib: number | null;
  @ApiProperty() late: boolean;
  @ApiProperty() fee_cents: number;
  @ApiProperty() checked_in: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() version: number;
}

/** A registration as a person's request to the club shows it (GDPR Art. 15). */
export class RegistrationPersonDto extends RegistrationDto {
  @ApiProperty() title: string;
}

export class CheckInDto {
  @UuidField() _id: string;
  @ApiProperty({ description: 'Arrived' })
  @IsBoolean({ message: 'Bitte gib an, ob die Person da ist.' })
  checked_in: boolean;
}

/** A message from the organiser to everybody registered (confirmed and waiting). */
export class RegistrationMessageDto extends RegistrationTargetQueryDto {
  @TextField({ min: 3, max: 150, example: 'Neuer Ort: Halle 2' })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  subject: string;
  @TextField({ min: 10, max: 5000, example: 'Der Workshop findet in Halle 2 statt.' })
  text: string;
}

/** The race office enters a late registration on site (the fun run's late-registration hours). */
export class CreateLateRegistrationDto {
  @UuidField({ description: 'The fun run' }) target: string;
  @TextField({ min: 2, max: 100 })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  name: string;
  @IntField({ min: 0, max: 50 }) track: number;
  @IntField({ min: 1900, max: 2200, optional: true }) birth_year?: number;
  @TextField({ min: 2, max: 100, optional: true })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  team?: string;
  @EnumField(TSHIRT_SIZES, { optional: true, name: 'TshirtSize' }) tshirt?: TshirtSize;
  @EmailField({ optional: true }) email?: string;
  @TextField({ min: 2, max: 100, optional: true })
  @Matches(SINGLE_LINE, { message: ONE_LINE })
  guardian_name?: string;
}

/** Marker for the CSV answer in the API description. */
export class RegistrationCsvQueryDto extends RegistrationTargetQueryDto {}
