import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { UserDto } from '@/users/dto/user.dto';

export class LoginDto {
  @ApiProperty({ example: 'kurs@tus-musterstadt.de' })
  @IsNotEmpty({ message: 'Email wird benötigt' })
  @IsEmail({}, { message: 'E-mail muss korrekt sein' })
  @MaxLength(254, { message: 'E-mail muss korrekt sein' })
  email: string;

  @ApiProperty({ example: 'Turnen1887!' })
  @IsString({ message: 'Passwort wird benötigt' })
  @IsNotEmpty({ message: 'Passwort wird benötigt' })
  @MaxLength(200, { message: 'Höchstens 200 Zeichen.' })
  password: string;

  @ApiPropertyOptional({
    description: 'Bot-check token; verified only when BOT_CHECK_SECRET is set.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  recaptchaToken?: string;
}

export class SessionDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty() access_token: string;
}

export class CurrentUserDto {
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class ExistsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Die Kennung ist ungültig.' })
  _id: string;
}

export class ExistsResultDto {
  @ApiProperty() exists: boolean;
}
