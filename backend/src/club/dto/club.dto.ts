import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { EmailField, IntField, TextField, TimeField } from '@/common/fields';
import { HttpsUrlField } from '@/common/https-url.field';
import { WEEKDAYS, type Weekday } from '@/db/schema';

/** The one club's id in the offline store and the PUT body: there is one row. */
export const CLUB_ID = 'club';

/** The fields § 5 DDG asks of a club's Impressum, by their DTO names. */
export const LEGAL_NOTICE_FIELDS = [
  'name',
  'street',
  'postal_code',
  'city',
  'email',
  'board',
  'register_court',
  'register_number',
] as const;
export type LegalNoticeField = (typeof LEGAL_NOTICE_FIELDS)[number];

function PhoneField() {
  return (target: object, property: string) => {
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 40, example: '05123 45678-0' })(
      target,
      property,
    );
    IsOptional()(target, property);
    IsString({ message: 'Bitte gib eine Telefonnummer ein.' })(target, property);
    MaxLength(40, { message: 'Höchstens 40 Zeichen.' })(target, property);
    Matches(/^[+0-9 ()/-]*$/, {
      message: 'Eine Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten.',
    })(target, property);
  };
}

export class OfficeHoursDto {
  @ApiProperty({ enum: WEEKDAYS, enumName: 'Weekday' })
  @IsIn(WEEKDAYS as unknown as string[], { message: `Erlaubt sind: ${WEEKDAYS.join(', ')}.` })
  day: Weekday;
  @TimeField() opens: string;
  @TimeField() closes: string;
}

export class BoardMemberDto {
  @TextField({ min: 2, max: 80, example: 'Vorsitzende' }) role: string;
  @TextField({ min: 3, max: 100, example: 'Claudia Neuhaus' }) name: string;
}

export class SocialLinkDto {
  @TextField({ min: 2, max: 40, example: 'Instagram' }) label: string;
  @HttpsUrlField() url: string;
}

export class ChildWelfareDto {
  @TextField({ min: 3, max: 100, example: 'Claudia Neuhaus' }) name: string;
  @EmailField({ optional: true }) email?: string | null;
  @PhoneField() phone?: string | null;
}

/** What every page shows of the club: header, footer, contact, Impressum, structured data. */
export class PublicClubDto {
  @ApiProperty({ description: 'Empty until the site is set up' }) name: string;
  @ApiProperty({ type: String, nullable: true }) short_name: string | null;
  @ApiProperty({ type: Number, nullable: true }) founding_year: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The logo's smallest rendition (the header's), or none; the app icons are made from it",
  })
  logo: string | null;
  @ApiProperty({ type: String, nullable: true }) street: string | null;
  @ApiProperty({ type: String, nullable: true }) postal_code: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: OfficeHoursDto, isArray: true }) office_hours: OfficeHoursDto[];
  @ApiProperty({ type: ChildWelfareDto, nullable: true }) child_welfare: ChildWelfareDto | null;
  @ApiProperty({ type: String, nullable: true }) register_court: string | null;
  @ApiProperty({ type: String, nullable: true }) register_number: string | null;
  @ApiProperty({ type: BoardMemberDto, isArray: true }) board: BoardMemberDto[];
  @ApiProperty({ type: SocialLinkDto, isArray: true }) social: SocialLinkDto[];
}

/** The back office's "Verein" screen: the public facts, the mail settings, the workshop user. */
export class ClubSettingsDto extends PublicClubDto {
  @ApiProperty({ enum: [CLUB_ID] }) _id: typeof CLUB_ID;
  @ApiProperty({ type: String, nullable: true, description: 'None: the OFFICE_EMAIL setting' })
  office_email: string | null;
  @ApiProperty({ description: 'Where contact messages go now (office_email or OFFICE_EMAIL)' })
  office_email_in_use: string;
  @ApiProperty({ type: String, nullable: true }) mail_sender_name: string | null;
  @ApiProperty({ type: String, nullable: true }) workshop_user_email: string | null;
  @ApiProperty({ type: String, nullable: true }) workshop_user_name: string | null;
  @ApiProperty({
    enum: LEGAL_NOTICE_FIELDS,
    enumName: 'LegalNoticeField',
    isArray: true,
    description: 'Fields § 5 DDG asks for that are empty',
  })
  legal_notice_missing: LegalNoticeField[];
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** PUT /api/club: the whole settings (an empty optional field is stored as none). */
export class UpdateClubDto {
  @ApiPropertyOptional({ enum: [CLUB_ID] })
  @IsOptional()
  @IsIn([CLUB_ID], { message: 'Die Kennung ist ungültig.' })
  _id?: typeof CLUB_ID;
  @TextField({ min: 3, max: 120, example: 'Turnverein Beispielstadt e.V.' }) name: string;
  @TextField({ min: 0, max: 40, optional: true, nullable: true, example: 'TV Beispielstadt' })
  short_name?: string | null;
  @IntField({ min: 1800, max: 2100, optional: true, nullable: true, example: 1901 })
  founding_year?: number | null;
  @TextField({ min: 0, max: 120, optional: true, nullable: true, example: 'Am Sportplatz 3' })
  street?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '12345' })
  @IsOptional()
  @IsString({ message: 'Bitte gib eine Postleitzahl ein.' })
  @Matches(/^[0-9]{5}$/, { message: 'Eine Postleitzahl hat fünf Ziffern.' })
  postal_code?: string | null;
  @TextField({ min: 0, max: 80, optional: true, nullable: true, example: 'Beispielstadt' }) city?:
    string | null;
  @PhoneField() phone?: string | null;
  @EmailField({ optional: true }) email?: string | null;
  @ApiPropertyOptional({ type: OfficeHoursDto, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMaxSize(14, { message: 'Höchstens 14 Einträge.' })
  @ValidateNested({ each: true })
  @Type(() => OfficeHoursDto)
  office_hours?: OfficeHoursDto[];
  @ApiPropertyOptional({ type: ChildWelfareDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ChildWelfareDto)
  child_welfare?: ChildWelfareDto | null;
  @TextField({
    min: 0,
    max: 120,
    optional: true,
    nullable: true,
    example: 'Amtsgericht Beispielstadt',
  })
  register_court?: string | null;
  @TextField({ min: 0, max: 40, optional: true, nullable: true, example: 'VR 1234' })
  register_number?: string | null;
  @ApiPropertyOptional({ type: BoardMemberDto, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMaxSize(20, { message: 'Höchstens 20 Einträge.' })
  @ValidateNested({ each: true })
  @Type(() => BoardMemberDto)
  board?: BoardMemberDto[];
  @ApiPropertyOptional({ type: SocialLinkDto, isArray: true })
  @IsOptional()
  @IsArray({ message: 'Bitte gib eine Liste an.' })
  @ArrayMaxSize(10, { message: 'Höchstens 10 Einträge.' })
  @ValidateNested({ each: true })
  @Type(() => SocialLinkDto)
  social?: SocialLinkDto[];
  @EmailField({ optional: true }) office_email?: string | null;
  @TextField({ min: 0, max: 120, optional: true, nullable: true, example: 'TV Beispielstadt' })
  mail_sender_name?: string | null;
  @EmailField({ optional: true }) workshop_user_email?: string | null;
  @TextField({ min: 0, max: 100, optional: true, nullable: true, example: 'Workshop Team' })
  workshop_user_name?: string | null;
}
