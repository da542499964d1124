import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RefDto } from '@/common/dto/ref.dto';
import { DateField } from '@/common/fields';
import { TEXT_KEYS, TEXT_MAX_LENGTH, type TextKey } from '@/texts/texts.catalog';

const TOO_LONG = `Höchstens ${TEXT_MAX_LENGTH.toLocaleString('de-DE')} Zeichen.`;

/** A text as the public pages read it: empty `de` is a text the club has not written. */
export class PublicTextDto {
  @ApiProperty({ enum: TEXT_KEYS, enumName: 'TextKey' }) key: TextKey;
  @ApiProperty({ description: 'Sanitized HTML in German; empty: not written' }) de: string;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitized HTML in English' })
  en: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'FSJ: the first day applications are taken',
  })
  applications_from: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last saved' })
  updated_at: string | null;
}

/** A text in the back office, with its version (If-Match) and who saved it last. */
export class TextDto extends PublicTextDto {
  @ApiProperty({ description: 'German name of the text' }) label: string;
  @ApiProperty({ description: '0: never saved' }) version: number;
  @ApiProperty({ type: RefDto, nullable: true }) updated_by: RefDto | null;
}

export class UpdateTextDto {
  @ApiProperty({ description: 'HTML in German (sanitized on write)', maxLength: TEXT_MAX_LENGTH })
  @IsString({ message: 'Bitte gib einen Text ein.' })
  @MaxLength(TEXT_MAX_LENGTH, { message: TOO_LONG })
  de: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'HTML in English; empty or null: the German text is shown',
    maxLength: TEXT_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'Bitte gib einen Text ein.' })
  @MaxLength(TEXT_MAX_LENGTH, { message: TOO_LONG })
  en?: string | null;

  /** Only the FSJ page has one; for other texts it is ignored. */
  @DateField({ optional: true, example: '2027-09-01' })
  applications_from?: string | null;
}
