import { Injectable } from '@nestjs/common';
import { PublishingRepository } from '@/publishing/publishing.repository';
import type { FieldChange } from '@/publishing/snapshot';
import { diffSnapshots, type CourseSnapshot } from '@/courses/course.mapper';
import { diffWorkshopSnapshots, type WorkshopSnapshot } from '@/workshops/workshop.mapper';
import type { PublishRequestDto, PublishRequestListDto } from '@/publishing/publish-request.dto';

type PendingRow = Awaited<ReturnType<PublishingRepository['pendingCourseRequests']>>[number];

@Injectable()
export class PublishingService {
  constructor(private readonly repo: PublishingRepository) {}

  async pending(): Promise<PublishRequestListDto> {
    const [courses, workshops] = await Promise.all([
      this.repo.pendingCourseRequests(),
      this.repo.pendingWorkshopRequests(),
    ]);
    return {
      courses: courses.map((row) =>
        toDto(
          'course',
          row,
          diffSnapshots(
            (row.publishedSnapshot as CourseSnapshot | null) ?? null,
            row.snapshot as CourseSnapshot,
          ),
        ),
      ),
      workshops: workshops.map((row) =>
        toDto(
          'workshop',
          row,
          diffWorkshopSnapshots(
            (row.publishedSnapshot as WorkshopSnapshot | null) ?? null,
            row.snapshot as WorkshopSnapshot,
          ),
        ),
      ),
    };
  }
}

function toDto(
  type: 'course' | 'workshop',
  row: PendingRow,
  diff: FieldChange[],
): PublishRequestDto {
  return {
    _id: row.id,
    type,
    entity: { _id: row.entityId, title: row.title },
    requested_by:
      row.requestedBy && row.requestedByName
        ? { _id: row.requestedBy, name: row.requestedByName }
        : null,
    requested_at: row.requestedAt.toISOString(),
    diff,
  };
}
