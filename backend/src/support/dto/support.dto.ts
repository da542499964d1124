import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '@/common/page-query.dto';
import { EmailField, TextField } from '@/common/fields';
import { MAIL_STATUSES, type MailStatus } from '@/db/schema';

/** A line of the mail header (subject, name): no line breaks, which could forge headers. */
const SINGLE_LINE = /^[^\r\n]*$/;
const SINGLE_LINE_MESSAGE = 'Bitte ohne Zeilenumbrüche.';

/** The public contact form (spec section 7: POST /public/emailRequest). */
export class ContactRequestDto {
  @TextField({ min: 2, max: 100, example: 'Erika Mustermann' })
  @Matches(SINGLE_LINE, { message: SINGLE_LINE_MESSAGE })
  name: string;

  @EmailField() email: string;

  @ApiPropertyOptional({ type: String, maxLength: 40, example: '0123 456789' })
  @IsOptional()
  @IsString({ message: 'Bitte gib eine Telefonnummer ein.' })
  @MaxLength(40, { message: 'Höchstens 40 Zeichen.' })
  @Matches(/^[+\d][\d\s/()-]*$/, {
    message: 'Bitte gib eine Telefonnummer nur mit Ziffern, Leerzeichen, +, -, / und Klammern ein.',
  })
  phone?: string;

  @TextField({ max: 150, example: 'Probetraining Kinderturnen' })
  @Matches(SINGLE_LINE, { message: SINGLE_LINE_MESSAGE })
  subject: string;

  @TextField({ min: 10, max: 5_000, example: 'Kann meine Tochter (5) einmal mitturnen?' })
  message: string;
}

export const SUPPORT_FILTERS = ['open', 'done', 'all'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

export class SupportListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SUPPORT_FILTERS, enumName: 'SupportFilter', default: 'all' })
  @IsOptional()
  @IsIn(SUPPORT_FILTERS as unknown as string[], { message: 'Erlaubt sind: open, done, all.' })
  status?: SupportFilter;
}

export class MarkDoneDto {
  @ApiProperty({ description: 'true: erledigt, false: wieder offen' })
  @IsBoolean({ message: 'Bitte gib true oder false an.' })
  done: boolean;
}

export class SupportRequestDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff first opened it; null: unread',
  })
  read_at: string | null;
  @ApiProperty() done: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) done_at: string | null;
  @ApiProperty({ enum: MAIL_STATUSES, enumName: 'SupportMailStatus' }) mail_status: MailStatus;
  @ApiProperty() mail_attempts: number;
  @ApiProperty({ type: String, nullable: true }) mail_last_error: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SupportPageDto {
  @ApiProperty({ type: SupportRequestDto, isArray: true }) items: SupportRequestDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ description: 'Messages are deleted this many days after they arrived' })
  retention_days: number;
}
