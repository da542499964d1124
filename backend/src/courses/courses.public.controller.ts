import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { CoursesService, PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PublicCourseDto } from '@/courses/dto/course.dto';

@ApiTags('public')
@Controller('public')
export class CoursesPublicController {
  constructor(
    private readonly courses: CoursesService,
    private readonly cache: PublicCache,
  ) {}

  /** Published, unblocked courses, sorted by title; served from the byte cache with an ETag. */
  @Get('courses')
  @Public()
  @ApiEnvelope(PublicCourseDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_COURSES_KEY, () => this.courses.publicList());
  }
}
