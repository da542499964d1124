import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { withoutControlChars } from '@/common/control-chars';

/** Field decorators: validation with German messages and the OpenAPI description in one place. */

/**
 * A text (plain or rich). Control characters a paste brought along are dropped before it is
 * checked and stored (`withoutControlChars`: a vertical tab becomes a line break), as tags are
 * dropped from plain text: they are invisible, so a refusal would leave nothing to correct.
 */
export function TextField(opts: {
  min?: number;
  max: number;
  optional?: boolean;
  /** With `optional`: null is taken too (and documented), as no value. */
  nullable?: boolean;
  example?: string;
}) {
  const min = opts.min ?? 3;
  const decorators = [
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      minLength: min,
      maxLength: opts.max,
      example: opts.example,
      ...(opts.nullable ? { nullable: true } : {}),
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? withoutControlChars(value) : value,
    ),
    IsString({ message: 'Bitte gib einen Text ein.' }),
    MaxLength(opts.max, { message: `Höchstens ${opts.max} Zeichen.` }),
  ];
  if (opts.optional) decorators.push(IsOptional());
  else decorators.push(IsNotEmpty({ message: 'Dieses Feld wird benötigt.' }));
  if (min > 0) decorators.push(MinLength(min, { message: `Mindestens ${min} Zeichen.` }));
  return applyDecorators(...decorators);
}

export function IntField(opts: {
  min: number;
  max: number;
  optional?: boolean;
  nullable?: boolean;
  example?: number;
}) {
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: Number,
      minimum: opts.min,
      maximum: opts.max,
      example: opts.example,
      ...(opts.nullable ? { nullable: true } : {}),
    }),
    ...(opts.optional ? [IsOptional()] : []),
    Type(() => Number),
    IsInt({ message: 'Bitte gib eine ganze Zahl ein.' }),
    Min(opts.min, { message: `Mindestens ${opts.min}.` }),
    Max(opts.max, { message: `Höchstens ${opts.max}.` }),
  );
}

/** `nullable`: null is taken as no value (with `optional`), as `IsOptional` does. */
export function UuidField(
  opts: { optional?: boolean; nullable?: boolean; description?: string } = {},
) {
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      format: 'uuid',
      description: opts.description,
      ...(opts.nullable ? { nullable: true } : {}),
    }),
    ...(opts.optional ? [IsOptional()] : []),
    IsUUID('all', { message: 'Die Kennung ist ungültig.' }),
  );
}

export function EnumField<T extends string>(
  values: readonly T[],
  opts: { optional?: boolean; name: string },
) {
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({ enum: values, enumName: opts.name }),
    ...(opts.optional ? [IsOptional()] : []),
    IsIn(values as unknown as T[], { message: `Erlaubt sind: ${values.join(', ')}.` }),
  );
}

export function EnumListField<T extends string>(
  values: readonly T[],
  opts: { name: string; min?: number },
) {
  return applyDecorators(
    ApiProperty({ enum: values, enumName: opts.name, isArray: true }),
    IsArray({ message: 'Bitte gib eine Liste an.' }),
    ArrayMinSize(opts.min ?? 1, { message: 'Bitte wähle mindestens einen Eintrag.' }),
    ArrayMaxSize(values.length, { message: 'Zu viele Einträge.' }),
    IsIn(values as unknown as T[], { each: true, message: `Erlaubt sind: ${values.join(', ')}.` }),
  );
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** HH:mm; `optional`: null or left out too. */
export function TimeField(opts: { optional?: boolean } = {}) {
  const doc = { type: String, pattern: TIME_PATTERN.source, example: '17:30' };
  return applyDecorators(
    ...(opts.optional
      ? [ApiPropertyOptional({ ...doc, nullable: true }), IsOptional()]
      : [ApiProperty(doc)]),
    IsString({ message: 'Bitte gib eine Uhrzeit im Format HH:mm ein.' }),
    Matches(TIME_PATTERN, { message: 'Bitte gib eine Uhrzeit im Format HH:mm ein.' }),
  );
}

export function UrlField(opts: { optional?: boolean } = {}) {
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      format: 'uri',
      maxLength: 500,
      nullable: true,
    }),
    ...(opts.optional ? [IsOptional()] : []),
    IsString({ message: 'Bitte gib eine Adresse ein.' }),
    MaxLength(500, { message: 'Höchstens 500 Zeichen.' }),
    Matches(/^https?:\/\/[^\s]+$/, {
      message: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    }),
  );
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February); `optional`: null or left out too. */
export function DateField(opts: { example?: string; optional?: boolean } = {}) {
  const message = 'Bitte gib ein Datum im Format JJJJ-MM-TT ein.';
  return applyDecorators(
    ...(opts.optional
      ? [
          ApiPropertyOptional({
            type: String,
            format: 'date',
            nullable: true,
            example: opts.example,
          }),
          IsOptional(),
        ]
      : [ApiProperty({ type: String, format: 'date', example: opts.example })]),
    IsString({ message }),
    Matches(DATE_PATTERN, { message }),
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          DATE_PATTERN.test(value) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        defaultMessage: () => 'Dieses Datum gibt es nicht.',
      },
    }),
  );
}

/** An e-mail address, with the messages the contact form has always given. */
export function EmailField(opts: { optional?: boolean } = {}) {
  const message = 'E-mail muss korrekt sein';
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      format: 'email',
      maxLength: 254,
      example: 'erika@example.de',
      ...(opts.optional ? { nullable: true } : {}),
    }),
    opts.optional ? IsOptional() : IsNotEmpty({ message: 'Email wird benötigt' }),
    IsString({ message }),
    MaxLength(254, { message: 'Höchstens 254 Zeichen.' }),
    IsEmail({}, { message }),
  );
}
