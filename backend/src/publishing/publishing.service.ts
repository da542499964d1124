import { Injectable } from '@nestjs/common';
import { PublishingRepository } from '@/publishing/publishing.repository';
import { diffSnapshots, type CourseSnapshot } from '@/courses/course.mapper';
import type { PublishRequestListDto } from '@/publishing/publish-request.dto';

@Injectable()
export class PublishingService {
  constructor(private readonly repo: PublishingRepository) {}

  async pending(): Promise<PublishRequestListDto> {
    const rows = await this.repo.pendingCourseRequests();
    return {
      courses: rows.map((row) => ({
        _id: row.id,
        type: 'course' as const,
        entity: { _id: row.courseId, title: row.title },
        requested_by:
          row.requestedBy && row.requestedByName
            ? { _id: row.requestedBy, name: row.requestedByName }
            : null,
        requested_at: row.requestedAt.toISOString(),
        diff: diffSnapshots(
          (row.publishedSnapshot as CourseSnapshot | null) ?? null,
          row.snapshot as CourseSnapshot,
        ),
      })),
      workshops: [],
    };
  }
}
