import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
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
import { DepartmentsService } from '@/departments/departments.service';
import {
  CreateDepartmentDto,
  DepartmentDeletePreviewDto,
  DepartmentDto,
  TriggerPublicDto,
  UpdateDepartmentDto,
} from '@/departments/dto/department.dto';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('departments')
@ApiBearerAuth()
@Controller('api')
export class DepartmentsAdminController {
  constructor(private readonly departments: DepartmentsService) {}

  @Get('departments')
  @RequirePermission(Permission.DepartmentsRead)
  @ApiEnvelope(DepartmentDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<DepartmentDto[]>> {
    const rows = await this.departments.list(user);
    return ok(rows.length ? 'Abteilungen geladen.' : 'Noch keine Abteilungen vorhanden.', rows);
  }

  @Post('departments')
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiWrite()
  @ApiEnvelope(DepartmentDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateDepartmentDto,
  ): Promise<Envelope<DepartmentDto>> {
    return ok('Die Abteilung wurde angelegt.', await this.departments.create(user, body));
  }

  /** The spec creates and updates with POST; updates are a PUT here so they carry If-Match. */
  @Put('departments')
  @HttpCode(200)
  @RequirePermission(Permission.DepartmentsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(DepartmentDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateDepartmentDto,
    @IfMatch() version: number,
  ): Promise<Envelope<DepartmentDto>> {
    return ok(
      'Die Abteilung wurde gespeichert.',
      await this.departments.update(user, body, version),
    );
  }

  /** For the delete confirmation: the courses and users (by name) that would go with it. */
  @Get('department/deletePreview/:id')
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiEnvelope(DepartmentDeletePreviewDto)
  async deletePreview(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<DepartmentDeletePreviewDto>> {
    return ok('Das geht mit der Abteilung.', await this.departments.deletePreview(user, id));
  }

  @Delete('department/:id')
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param('id', uuid) id: string): Promise<Envelope> {
    await this.departments.remove(user, id);
    return ok('Die Abteilung wurde mit ihren Angeboten gelöscht.');
  }

  @Post('departments/triggerPublic')
  @HttpCode(200)
  @RequirePermission(Permission.DepartmentsAdminister)
  @ApiWrite()
  @ApiEnvelope(DepartmentDto)
  async triggerPublic(
    @CurrentUser() user: AuthUser,
    @Body() body: TriggerPublicDto,
  ): Promise<Envelope<DepartmentDto>> {
    const department = await this.departments.setPublic(user, body._id, body.public);
    return ok(
      department.public
        ? 'Die Abteilung ist jetzt öffentlich sichtbar.'
        : 'Die Abteilung ist jetzt verborgen.',
      department,
    );
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous photo. */
  @Post('department/uploadImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.DepartmentsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(DepartmentDto)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<DepartmentDto>> {
    return ok(
      'Das Bild der Abteilung wurde gespeichert.',
      await this.departments.uploadImage(user, id, 'photo', request),
    );
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous icon. */
  @Post('department/uploadIcon/:id')
  @HttpCode(200)
  @RequirePermission(Permission.DepartmentsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(DepartmentDto)
  async uploadIcon(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<DepartmentDto>> {
    return ok(
      'Das Symbol der Abteilung wurde gespeichert.',
      await this.departments.uploadImage(user, id, 'icon', request),
    );
  }
}
