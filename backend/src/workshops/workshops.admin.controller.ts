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
import { RejectDto } from '@/courses/dto/reject.dto';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { WorkshopsService } from '@/workshops/workshops.service';
import { WorkshopDto } from '@/workshops/dto/workshop.dto';
import { CreateWorkshopDto, UpdateWorkshopDto } from '@/workshops/dto/workshop-input.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('workshops')
@ApiBearerAuth()
@Controller('api')
export class WorkshopsAdminController {
  constructor(private readonly workshops: WorkshopsService) {}

  @Get('workshops')
  @RequirePermission(Permission.WorkshopsManage)
  @ApiEnvelope(WorkshopDto, { isArray: true })
  async list(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<WorkshopDto[]>> {
    const workshops = await this.workshops.list(user);
    return ok(
      workshops.length
        ? `${workshops.length} Workshops geladen.`
        : 'Noch keine Workshops vorhanden.',
      workshops,
    );
  }

  @Post('workshops')
  @RequirePermission(Permission.WorkshopsManage)
  @ApiWrite()
  @ApiEnvelope(WorkshopDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateWorkshopDto,
  ): Promise<Envelope<WorkshopDto>> {
    return ok('Der Workshop wurde angelegt.', await this.workshops.create(user, body));
  }

  @Get('workshop/:id')
  @RequirePermission(Permission.WorkshopsManage)
  @ApiEnvelope(WorkshopDto)
  async get(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<WorkshopDto>> {
    return ok('Workshop geladen.', await this.workshops.get(user, id));
  }

  @Post('workshop')
  @HttpCode(200)
  @RequirePermission(Permission.WorkshopsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(WorkshopDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateWorkshopDto,
    @IfMatch() version: number,
  ): Promise<Envelope<WorkshopDto>> {
    return ok('Der Workshop wurde gespeichert.', await this.workshops.update(user, body, version));
  }

  @Delete('workshop/:id')
  @RequirePermission(Permission.WorkshopsDelete)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param('id', uuid) id: string): Promise<Envelope> {
    await this.workshops.remove(user, id);
    return ok('Der Workshop wurde gelöscht.');
  }

  @Post('workshop/publish/:id')
  @HttpCode(200)
  @RequirePermission(Permission.WorkshopsManage)
  @ApiWrite()
  @ApiEnvelope(WorkshopDto)
  async publish(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<WorkshopDto>> {
    const { workshop, message } = await this.workshops.publish(user, id);
    return ok(message, workshop);
  }

  @Post('workshop/block/:id')
  @HttpCode(200)
  @RequirePermission(Permission.WorkshopsBlock)
  @ApiWrite()
  @ApiEnvelope(WorkshopDto)
  async block(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<WorkshopDto>> {
    const workshop = await this.workshops.toggleBlock(user, id);
    return ok(
      workshop.blocked ? 'Der Workshop wurde gesperrt.' : 'Der Workshop wurde entsperrt.',
      workshop,
    );
  }

  @Post('workshop/grant/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PublishRequestsDecide)
  @ApiWrite()
  @ApiEnvelope(WorkshopDto)
  async grant(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<WorkshopDto>> {
    return ok(
      'Die Anfrage wurde genehmigt; der Workshop ist veröffentlicht.',
      await this.workshops.grant(user, id),
    );
  }

  @Post('workshop/reject/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PublishRequestsDecide)
  @ApiWrite()
  @ApiEnvelope(WorkshopDto)
  async reject(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Body() body: RejectDto,
  ): Promise<Envelope<WorkshopDto>> {
    return ok('Die Anfrage wurde abgelehnt.', await this.workshops.reject(user, id, body.reason));
  }

  /** Multipart with one JPEG or PNG file part; sets the working copy's photo. */
  @Post('workshop/profileImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.WorkshopsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(WorkshopDto)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<WorkshopDto>> {
    return ok(
      'Das Foto wurde gespeichert. Öffentlich sichtbar ist es nach der nächsten Veröffentlichung.',
      await this.workshops.uploadImage(user, id, request),
    );
  }
}
