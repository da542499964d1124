import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsISO8601, registerDecorator, type ValidationArguments } from 'class-validator';
import { EnumField, TextField, UuidField } from '@/common/fields';
import { HttpsUrlField } from '@/common/https-url.field';
import { BANNER_SEVERITIES, type BannerSeverity } from '@/db/schema';
import { ClientIdDto } from '@/common/client-id';

export class PublicBannerDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) link: string | null;
  @ApiProperty({ enum: BANNER_SEVERITIES, enumName: 'BannerSeverity' }) severity: BannerSeverity;
  @ApiProperty({ format: 'date-time' }) starts_at: string;
  @ApiProperty({ format: 'date-time' }) ends_at: string;
}

export class BannerDto extends PublicBannerDto {
  @ApiProperty({ description: 'Shown on the public site right now' }) active: boolean;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** The date-time is later than the sibling date-time property (both well-formed). */
function LaterThan(property: string, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'laterThan',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          if (typeof value !== 'string' || typeof other !== 'string') return true;
          const [end, start] = [Date.parse(value), Date.parse(other)];
          return Number.isNaN(end) || Number.isNaN(start) || end > start;
        },
      },
    });
}

const DateTimeField = () => (target: object, propertyName: string) => {
  ApiProperty({ type: String, format: 'date-time', example: '2026-10-03T06:00:00+02:00' })(
    target,
    propertyName,
  );
  IsISO8601(
    { strict: true },
    { message: 'Bitte gib Datum und Uhrzeit im ISO-Format an (z. B. 2026-10-03T06:00:00+02:00).' },
  )(target, propertyName);
};

export class CreateBannerDto extends ClientIdDto {
  @TextField({ max: 500, example: 'Die Turnhalle Lindenschule ist am 3. Oktober geschlossen.' })
  text: string;
  @HttpsUrlField({ optional: true }) link?: string | null;
  @EnumField(BANNER_SEVERITIES, { name: 'BannerSeverity' }) severity: BannerSeverity;
  @DateTimeField() starts_at: string;
  @DateTimeField()
  @LaterThan('starts_at', 'Das Ende muss nach dem Beginn liegen.')
  ends_at: string;
}

export class UpdateBannerDto extends OmitType(CreateBannerDto, ['_id'] as const) {
  @UuidField() _id: string;
}
