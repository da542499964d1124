import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['live', 'ready'], example: 'ready' }) status: 'live' | 'ready';
}
