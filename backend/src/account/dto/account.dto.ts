import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { EmailFieldDto } from '@/users/dto/user-input.dto';

export const PASSWORD_MIN = 8;
/** Caps the work argon2 does for one request. */
export const PASSWORD_MAX = 200;

export function PasswordField() {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, example: 'Turnhalle2026!' }),
    IsString({ message: 'Passwort wird benötigt' }),
    IsNotEmpty({ message: 'Passwort wird benötigt' }),
    MinLength(PASSWORD_MIN, {
      message: `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.`,
    }),
    MaxLength(PASSWORD_MAX, { message: `Höchstens ${PASSWORD_MAX} Zeichen.` }),
  );
}

export function TokenField() {
  return applyDecorators(
    ApiProperty({ description: 'The token from the link in the e-mail' }),
    IsString({ message: 'Der Link ist ungültig.' }),
    Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: 'Der Link ist ungültig.' }),
  );
}

export class ForgotPasswordDto extends EmailFieldDto {
  @ApiPropertyOptional({
    description: 'Bot-check token; verified only when BOT_CHECK_SECRET is set.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}

export class ResetPasswordDto {
  @TokenField() token: string;
  @PasswordField() password: string;
}

/** The link of a new account sets its first password and confirms the address in one step. */
export class VerifyAccountDto extends ResetPasswordDto {}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Passwort wird benötigt' })
  @IsNotEmpty({ message: 'Passwort wird benötigt' })
  @MaxLength(PASSWORD_MAX, { message: `Höchstens ${PASSWORD_MAX} Zeichen.` })
  currentPassword: string;
  @PasswordField() newPassword: string;
}
