import { ApiProperty } from '@nestjs/swagger';

/** A reference to another row by id and display name. */
export class RefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

export class DepartmentRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
  @ApiProperty() title: string;
}
