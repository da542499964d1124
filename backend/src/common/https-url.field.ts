import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** A link the public site opens in a new tab: https only (no http, javascript: or data:). */
export function HttpsUrlField(opts: { optional?: boolean } = {}) {
  return applyDecorators(
    (opts.optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      format: 'uri',
      pattern: '^https://',
      maxLength: 500,
      nullable: opts.optional ? true : undefined,
    }),
    ...(opts.optional ? [IsOptional()] : []),
    IsString({ message: 'Bitte gib eine Adresse ein.' }),
    MaxLength(500, { message: 'Höchstens 500 Zeichen.' }),
    Matches(/^https:\/\/[^\s/$.?#][^\s]*$/i, {
      message: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    }),
  );
}
