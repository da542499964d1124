import { ApiProperty } from '@nestjs/swagger';
import { RefDto } from '@/common/dto/ref.dto';

export class EntityRefDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
}

export class FieldChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ description: 'German field label' }) label: string;
  @ApiProperty({ nullable: true, description: 'Published value (null if never published)' })
  from: unknown;
  @ApiProperty({ nullable: true, description: 'Proposed value' }) to: unknown;
}

export class PublishRequestDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: ['course', 'workshop'] }) type: 'course' | 'workshop';
  @ApiProperty({ type: EntityRefDto }) entity: EntityRefDto;
  @ApiProperty({ type: RefDto, nullable: true }) requested_by: RefDto | null;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: [FieldChangeDto] }) diff: FieldChangeDto[];
}

export class PublishRequestListDto {
  @ApiProperty({ type: [PublishRequestDto] }) courses: PublishRequestDto[];
  @ApiProperty({ type: [PublishRequestDto] })
  workshops: PublishRequestDto[];
}
