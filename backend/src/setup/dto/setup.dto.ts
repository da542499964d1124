import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PasswordField, TokenField } from '@/account/dto/account.dto';
import { TextField } from '@/common/fields';
import { EmailField } from '@/users/dto/user-input.dto';

/** The setup page's form: the link's token, the club, and its first owner's account. */
export class CompleteSetupDto {
  @TokenField() token: string;
  @TextField({ min: 3, max: 120, example: 'Turnverein Beispielstadt e.V.' }) club_name: string;
  @TextField({ min: 2, max: 80, example: 'Claudia' }) firstname: string;
  @TextField({ min: 2, max: 80, example: 'Neuhaus' }) lastname: string;
  @EmailField() email: string;
  @PasswordField() password: string;
}

/** Whether the site still waits for its setup, and what the link's token (if given) is worth. */
export class SetupStateDto {
  @ApiProperty({
    description: 'No owner account exists yet: every public page shows the setup notice.',
  })
  pending: boolean;

  @ApiProperty({
    enum: ['none', 'valid', 'invalid'],
    description:
      "The token of the request's `token` parameter: none given, usable, or wrong, used or expired.",
  })
  token: 'none' | 'valid' | 'invalid';
}

export class SetupTokenQueryDto {
  @ApiPropertyOptional({ description: 'The token of the setup link' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}
