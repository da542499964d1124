import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '@/auth/permissions';
import { DepartmentRefDto } from '@/common/dto/ref.dto';

export class UserDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() email: string;
  @ApiProperty() firstname: string;
  @ApiProperty() lastname: string;
  @ApiProperty() fullname: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role', isArray: true }) roles: Role[];
  @ApiProperty({ type: String, nullable: true }) photoURL: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() blocked: boolean;
  @ApiProperty() verified: boolean;
  @ApiProperty({ type: DepartmentRefDto, nullable: true }) department: DepartmentRefDto | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty() version: number;
}
