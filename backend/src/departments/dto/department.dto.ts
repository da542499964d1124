import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { TextField, UuidField } from '@/common/fields';
import { PublicCourseDto } from '@/courses/dto/course.dto';
import { ApiSrcset } from '@/files/api-image-upload.decorator';
import { ClientIdDto } from '@/common/client-id';

/** What the public site shows of a department (spec section 3). */
export class PublicDepartmentDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ description: 'Unique; the public page is /abteilung/{name}' }) name: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Sanitized HTML' }) description: string;
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiSrcset() srcset: string | null;
  @ApiProperty({ type: String, nullable: true }) iconURL: string | null;
}

export class PublicDepartmentDetailDto extends PublicDepartmentDto {
  @ApiProperty({ type: [PublicCourseDto], description: 'Published, unblocked, with times' })
  courses: PublicCourseDto[];
}

export class DepartmentDto extends PublicDepartmentDto {
  @ApiProperty({ description: 'Shown on the public site' }) public: boolean;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export const NAME_PATTERN = /^[\p{L}\d][\p{L}\d -]*$/u;

export class CreateDepartmentDto extends ClientIdDto {
  @TextField({ min: 2, max: 60, example: 'Turnen' })
  @Matches(NAME_PATTERN, {
    message: 'Bitte nur Buchstaben, Ziffern, Leerzeichen und Bindestriche verwenden.',
  })
  name: string;
  @TextField({ max: 120, example: 'Turnen und Gymnastik' }) title: string;
  @TextField({ max: 10_000 }) description: string;

  @ApiPropertyOptional({
    description: 'Default false: a new department is hidden until made public',
  })
  @IsOptional()
  @IsBoolean({ message: 'Bitte gib wahr oder falsch an.' })
  public?: boolean;
}

export class UpdateDepartmentDto extends PartialType(
  OmitType(CreateDepartmentDto, ['public', '_id'] as const),
) {
  @UuidField() _id: string;
}

export class TriggerPublicDto {
  @UuidField() _id: string;

  @ApiProperty()
  @IsBoolean({ message: 'Bitte gib wahr oder falsch an.' })
  public: boolean;
}

export class NamedRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

export class CourseTitleDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
}

/** What deleting a department takes along (spec section 6), for the confirmation. */
export class DepartmentDeletePreviewDto {
  @ApiProperty({ type: [CourseTitleDto] }) courses: CourseTitleDto[];
  @ApiProperty({
    type: [NamedRefDto],
    description: 'Its department logins and the course logins that train nothing else',
  })
  users: NamedRefDto[];
}
