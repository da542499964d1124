import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { RefDto } from '@/common/dto/ref.dto';

export class StateCountsDto {
  @ApiProperty() draft: number;
  @ApiProperty({ description: 'Not blocked, with a pending publish request' }) pending: number;
  @ApiProperty() published: number;
  @ApiProperty() blocked: number;
}

export class RoleCountDto {
  @ApiProperty() role: string;
  @ApiProperty() count: number;
}

export class UserCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() blocked: number;
  @ApiProperty() unverified: number;
  @ApiProperty({ type: RoleCountDto, isArray: true }) byRole: RoleCountDto[];
}

export class DepartmentCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() public: number;
}

export class DayViewsDto {
  @ApiProperty({ example: '2026-11-23' }) day: string;
  @ApiProperty() views: number;
}

export class PathViewsDto {
  @ApiProperty({ example: '/de/kurse' }) path: string;
  @ApiProperty() views: number;
}

export class PageViewStatsDto {
  @ApiProperty() total: number;
  @ApiProperty({
    type: DayViewsDto,
    isArray: true,
    description: '90 days, oldest first, zero-filled',
  })
  perDay: DayViewsDto[];
  @ApiProperty({ type: PathViewsDto, isArray: true }) topPaths: PathViewsDto[];
}

/** What the latest changes list (dashboard.repository.ts, changeSources). */
export const CHANGE_TYPES = [
  'course',
  'department',
  'post',
  'workshop',
  'news',
  'location',
  'user',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export class ChangeDto {
  @ApiProperty({ enum: CHANGE_TYPES, enumName: 'ChangeType' }) type: ChangeType;
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ type: RefDto, nullable: true }) updated_by: RefDto | null;
}

@ApiExtraModels(StateCountsDto)
export class DashboardDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(StateCountsDto) },
    description:
      'Per content type: courses, workshops, posts, news (a department user: courses and posts of their department)',
  })
  content: Record<string, StateCountsDto>;
  @ApiProperty() pendingRequests: number;
  @ApiProperty({ type: UserCountsDto }) users: UserCountsDto;
  @ApiProperty({ type: DepartmentCountsDto }) departments: DepartmentCountsDto;
  @ApiProperty({ type: PageViewStatsDto }) pageViews: PageViewStatsDto;
  @ApiProperty({ type: ChangeDto, isArray: true }) latestChanges: ChangeDto[];
}
