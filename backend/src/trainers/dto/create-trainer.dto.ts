import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { UuidField } from '@/common/fields';
import { ProfileDto } from '@/users/dto/user-input.dto';

export class CreateTrainerDto extends ProfileDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 254 })
  @IsOptional()
  @IsEmail({}, { message: 'E-mail muss korrekt sein' })
  @MaxLength(254, { message: 'E-mail muss korrekt sein' })
  email?: string | null;

  @UuidField({
    optional: true,
    description: 'The login of this trainer (a course user); only users managers may link one',
  })
  user?: string | null;
}
