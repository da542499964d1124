import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam as uuid } from '@/common/uuid-param';
import { CourseDto } from '@/courses/dto/course.dto';
import { DepartmentDto } from '@/departments/dto/department.dto';
import { WorkshopDto } from '@/workshops/dto/workshop.dto';
import { HistoryService } from '@/history/history.service';
import { RevisionDetailDto, RevisionDto } from '@/history/dto/revision.dto';
import { TextDto } from '@/texts/dto/text.dto';
import { TEXT_KEY_PARAM, textKeyParam } from '@/texts/text-key.param';
import type { TextKey } from '@/texts/texts.catalog';

const listed = (n: number) =>
  n ? `${n} veröffentlichte Versionen geladen.` : 'Noch keine veröffentlichte Version.';
const RESTORED =
  'Die Version wurde als Arbeitskopie wiederhergestellt. Veröffentliche sie, damit sie öffentlich sichtbar wird.';

/**
 * Published revisions, their difference from the working copy, and restore: for those who may
 * publish the entity (courses and workshops: publish:direct; departments: departments:administer;
 * the club's texts: club:manage).
 */
@ApiTags('history')
@ApiBearerAuth()
@Controller('api')
export class HistoryAdminController {
  constructor(private readonly history: HistoryService) {}

  @Get('course/history/:id')
  @RequirePermission(Permission.PublishDirect)
  @ApiEnvelope(RevisionDto, { isArray: true })
  async courseRevisions(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDto[]>> {
    const list = await this.history.list(user, 'course', id);
    return ok(listed(list.length), list);
  }

  @Get('course/history/:id/:revision')
  @RequirePermission(Permission.PublishDirect)
  @ApiEnvelope(RevisionDetailDto)
  async courseRevision(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDetailDto>> {
    return ok('Version geladen.', await this.history.detail(user, 'course', id, revision));
  }

  @Post('course/restore/:id/:revision')
  @HttpCode(200)
  @RequirePermission(Permission.PublishDirect)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(CourseDto)
  async restoreCourse(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @IfMatch() version: number,
  ): Promise<Envelope<CourseDto>> {
    return ok(RESTORED, await this.history.restoreCourse(user, id, revision, version));
  }

  @Get('workshop/history/:id')
  @RequirePermission(Permission.PublishDirect)
  @ApiEnvelope(RevisionDto, { isArray: true })
  async workshopRevisions(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDto[]>> {
    const list = await this.history.list(user, 'workshop', id);
    return ok(listed(list.length), list);
  }

  @Get('workshop/history/:id/:revision')
  @RequirePermission(Permission.PublishDirect)
  @ApiEnvelope(RevisionDetailDto)
  async workshopRevision(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDetailDto>> {
    return ok('Version geladen.', await this.history.detail(user, 'workshop', id, revision));
  }

  @Post('workshop/restore/:id/:revision')
  @HttpCode(200)
  @RequirePermission(Permission.PublishDirect)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(WorkshopDto)
  async restoreWorkshop(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @IfMatch() version: number,
  ): Promise<Envelope<WorkshopDto>> {
    return ok(RESTORED, await this.history.restoreWorkshop(user, id, revision, version));
  }

  @Get('department/history/:id')
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiEnvelope(RevisionDto, { isArray: true })
  async departmentRevisions(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDto[]>> {
    const list = await this.history.list(user, 'department', id);
    return ok(listed(list.length), list);
  }

  @Get('department/history/:id/:revision')
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiEnvelope(RevisionDetailDto)
  async departmentRevision(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDetailDto>> {
    return ok('Version geladen.', await this.history.detail(user, 'department', id, revision));
  }

  /** Departments are edited live: the restored text is public at once. */
  @Post('department/restore/:id/:revision')
  @HttpCode(200)
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(DepartmentDto)
  async restoreDepartment(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Param('revision', uuid) revision: string,
    @IfMatch() version: number,
  ): Promise<Envelope<DepartmentDto>> {
    return ok(
      'Die Version der Abteilung wurde wiederhergestellt.',
      await this.history.restoreDepartment(user, id, revision, version),
    );
  }

  @Get('text/history/:key')
  @RequirePermission(Permission.ClubManage)
  @ApiParam(TEXT_KEY_PARAM)
  @ApiEnvelope(RevisionDto, { isArray: true })
  async textRevisions(
    @CurrentUser() user: AuthUser,
    @Param('key', textKeyParam) key: TextKey,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDto[]>> {
    const list = await this.history.list(user, 'text', key);
    return ok(listed(list.length), list);
  }

  @Get('text/history/:key/:revision')
  @RequirePermission(Permission.ClubManage)
  @ApiParam(TEXT_KEY_PARAM)
  @ApiEnvelope(RevisionDetailDto)
  async textRevision(
    @CurrentUser() user: AuthUser,
    @Param('key', textKeyParam) key: TextKey,
    @Param('revision', uuid) revision: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<RevisionDetailDto>> {
    return ok('Version geladen.', await this.history.detail(user, 'text', key, revision));
  }

  /** The club's texts are written live: the restored version is public at once. */
  @Post('text/restore/:key/:revision')
  @HttpCode(200)
  @RequirePermission(Permission.ClubManage)
  @ApiParam(TEXT_KEY_PARAM)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(TextDto)
  async restoreText(
    @CurrentUser() user: AuthUser,
    @Param('key', textKeyParam) key: TextKey,
    @Param('revision', uuid) revision: string,
    @IfMatch() version: number,
  ): Promise<Envelope<TextDto>> {
    return ok(
      'Die Version des Textes wurde wiederhergestellt.',
      await this.history.restoreText(user, key, revision, version),
    );
  }
}
