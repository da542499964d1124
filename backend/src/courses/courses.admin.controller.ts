import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam as uuid } from '@/common/uuid-param';
import { CoursesService } from '@/courses/courses.service';
import { CoursePublishingService } from '@/courses/course-publishing.service';
import { CourseDto, TrainerDto } from '@/courses/dto/course.dto';
import { CreateCourseDto, UpdateCourseDto } from '@/courses/dto/course-input.dto';
import { RejectDto } from '@/courses/dto/reject.dto';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('courses')
@ApiBearerAuth()
@Controller('api')
export class CoursesAdminController {
  constructor(
    private readonly courses: CoursesService,
    private readonly publishing: CoursePublishingService,
  ) {}

  @Get('courses')
  @RequirePermission(Permission.CoursesRead)
  @ApiEnvelope(CourseDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<CourseDto[]>> {
    const courses = await this.courses.list(user);
    return ok(
      courses.length ? `${courses.length} Angebote geladen.` : 'Noch keine Angebote vorhanden.',
      courses,
    );
  }

  @Post('courses')
  @RequirePermission(Permission.CoursesCreate)
  @ApiWrite()
  @ApiEnvelope(CourseDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateCourseDto,
  ): Promise<Envelope<CourseDto>> {
    return ok('Das Angebot wurde angelegt.', await this.courses.create(user, body));
  }

  @Get('course/:id')
  @RequirePermission(Permission.CoursesRead)
  @ApiEnvelope(CourseDto)
  async get(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<CourseDto>> {
    return ok('Angebot geladen.', await this.courses.get(user, id));
  }

  @Post('course')
  @HttpCode(200)
  @RequirePermission(Permission.CoursesEdit)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(CourseDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateCourseDto,
    @IfMatch() version: number,
  ): Promise<Envelope<CourseDto>> {
    return ok('Das Angebot wurde gespeichert.', await this.courses.update(user, body, version));
  }

  @Delete('course/:id')
  @RequirePermission(Permission.CoursesDelete)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param('id', uuid) id: string): Promise<Envelope> {
    await this.courses.remove(user, id);
    return ok('Das Angebot wurde gelöscht.');
  }

  @Post('course/publish/:id')
  @HttpCode(200)
  @RequirePermission(Permission.CoursesEdit)
  @ApiWrite()
  @ApiEnvelope(CourseDto)
  async publish(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<CourseDto>> {
    const { course, message } = await this.publishing.publish(user, id);
    return ok(message, course);
  }

  @Post('course/block/:id')
  @HttpCode(200)
  @RequirePermission(Permission.CoursesBlock)
  @ApiWrite()
  @ApiEnvelope(CourseDto)
  async block(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<CourseDto>> {
    const course = await this.courses.toggleBlock(user, id);
    return ok(
      course.blocked ? 'Das Angebot wurde gesperrt.' : 'Das Angebot wurde entsperrt.',
      course,
    );
  }

  @Post('course/grant/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PublishRequestsDecide)
  @ApiWrite()
  @ApiEnvelope(CourseDto)
  async grant(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<CourseDto>> {
    return ok(
      'Die Anfrage wurde genehmigt; das Angebot ist veröffentlicht.',
      await this.publishing.grant(user, id),
    );
  }

  @Post('course/reject/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PublishRequestsDecide)
  @ApiWrite()
  @ApiEnvelope(CourseDto)
  async reject(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Body() body: RejectDto,
  ): Promise<Envelope<CourseDto>> {
    return ok('Die Anfrage wurde abgelehnt.', await this.publishing.reject(user, id, body.reason));
  }

  /** Multipart with one JPEG or PNG file part; sets the working copy's photo. */
  @Post('course/profileImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.CoursesEdit)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(CourseDto)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<CourseDto>> {
    return ok(
      'Das Foto wurde gespeichert. Öffentlich sichtbar ist es nach der nächsten Veröffentlichung.',
      await this.courses.uploadImage(user, id, request),
    );
  }

  @Get('trainers')
  @RequirePermission(Permission.CoursesRead)
  @ApiEnvelope(TrainerDto, { isArray: true })
  async trainers(@NoQuery() _query: NoQueryParams): Promise<Envelope<TrainerDto[]>> {
    return ok('Übungsleitungen geladen.', await this.courses.trainers());
  }
}
