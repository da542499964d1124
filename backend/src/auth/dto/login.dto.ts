import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Permission } from '@/auth/permissions';
import { UserDto } from '@/users/dto/user.dto';

export class LoginDto {
  @ApiProperty({ example: 'kurs@verein.example' })
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

/**
 * The logged-in user with what their roles allow: the UI asks for permissions, never for role
 * names, so the role table lives on the server only (src/auth/permissions.ts).
 */
export class SessionUserDto extends UserDto {
  @ApiProperty({ enum: Permission, enumName: 'Permission', isArray: true })
  permissions: Permission[];
}

export class SessionDto {
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
  @ApiProperty() access_token: string;
}

export class CurrentUserDto {
  @ApiProperty({ type: SessionUserDto }) user: SessionUserDto;
}

export class ExistsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Die Kennung ist ungültig.' })
  _id: string;
}

export class ExistsResultDto {
  @ApiProperty() exists: boolean;
}
