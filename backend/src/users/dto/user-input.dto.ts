import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '@/common/page-query.dto';
import { ROLES, type Role } from '@/auth/permissions';
import { EnumField, EnumListField, TextField, UuidField } from '@/common/fields';
import { DepartmentRefDto } from '@/common/dto/ref.dto';
import { UserDto } from '@/users/dto/user.dto';

export const USER_SORT_FIELDS = ['lastname', 'email', 'created_at', 'updated_at'] as const;
/** An address with the spec's messages; surrounding spaces (pasted addresses) are dropped. */
export function EmailField() {
  return applyDecorators(
    ApiProperty({ example: 'kurs@verein.example', maxLength: 254 }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsNotEmpty({ message: 'Email wird benötigt' }),
    IsEmail({}, { message: 'E-mail muss korrekt sein' }),
    MaxLength(254, { message: 'E-mail muss korrekt sein' }),
  );
}

export class EmailFieldDto {
  @EmailField() email: string;
}

/** Name and phone: what a user may change on their own profile. */
export class ProfileDto {
  @TextField({ min: 2, max: 80, example: 'Claudia' }) firstname: string;
  @TextField({ min: 2, max: 80, example: 'Neuhaus' }) lastname: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 40, example: '05123 45678-20' })
  @IsOptional()
  @IsString({ message: 'Bitte gib eine Telefonnummer ein.' })
  @MaxLength(40, { message: 'Höchstens 40 Zeichen.' })
  @Matches(/^[+0-9 ()/-]*$/, {
    message: 'Eine Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten.',
  })
  phone?: string | null;
}

export class UpdateUserDto extends ProfileDto {
  @UuidField() _id: string;
  @EmailField() email: string;
  @UuidField({ optional: true, description: 'The department a department user manages' })
  department?: string | null;
}

export class CreateUserDto extends ProfileDto {
  @EmailField() email: string;
  @EnumListField(ROLES, { name: 'Role' }) roles: Role[];
  @UuidField({ optional: true, description: 'The department a department user manages' })
  department?: string | null;
}

export class ToggleRoleDto {
  @UuidField() _id: string;
  @EnumField(ROLES, { name: 'Role' }) role: Role;
}

export class UserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: USER_SORT_FIELDS, default: 'lastname' })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, {
    message: `Sortieren geht nur nach: ${USER_SORT_FIELDS.join(', ')}.`,
  })
  sort?: (typeof USER_SORT_FIELDS)[number];

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'Erlaubt sind: asc, desc.' })
  order?: 'asc' | 'desc';

  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the name or e-mail' })
  @IsOptional()
  @IsString({ message: 'Bitte gib einen Text ein.' })
  @MaxLength(100, { message: 'Höchstens 100 Zeichen.' })
  search?: string;
}

export class UserPageDto {
  @ApiProperty({ type: UserDto, isArray: true }) items: UserDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({
    type: String,
    isArray: true,
    format: 'uuid',
    description:
      'Ids of the active (unblocked) owners, whatever the page or search: the screen says why the last one cannot be blocked, demoted or deleted',
  })
  activeOwners: string[];
}

export class PublicUserDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() fullname: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiProperty({ type: DepartmentRefDto, nullable: true }) department: DepartmentRefDto | null;
}

export class FixEmailsResultDto {
  @ApiProperty({ description: 'Addresses changed to trimmed lower case' }) changed: number;
  @ApiProperty({
    type: String,
    isArray: true,
    description: 'Addresses left as they were because the normalised one is taken',
  })
  conflicts: string[];
}
