import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { LocationsService } from '@/locations/locations.service';
import { CreateLocationDto, LocationDto, UpdateLocationDto } from '@/locations/dto/location.dto';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('locations')
@ApiBearerAuth()
@Controller('api')
export class LocationsAdminController {
  constructor(private readonly locations: LocationsService) {}

  @Get('locations')
  @RequirePermission(Permission.LocationsManage)
  @ApiEnvelope(LocationDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<LocationDto[]>> {
    const rows = await this.locations.list();
    return ok(rows.length ? 'Sportstätten geladen.' : 'Noch keine Sportstätten vorhanden.', rows);
  }

  @Post('locations')
  @RequirePermission(Permission.LocationsManage)
  @ApiWrite()
  @ApiEnvelope(LocationDto, { status: 201 })
  async create(@Body() body: CreateLocationDto): Promise<Envelope<LocationDto>> {
    return ok('Die Sportstätte wurde angelegt.', await this.locations.create(body));
  }

  @Put('locations')
  @HttpCode(200)
  @RequirePermission(Permission.LocationsManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(LocationDto)
  async update(
    @Body() body: UpdateLocationDto,
    @IfMatch() version: number,
  ): Promise<Envelope<LocationDto>> {
    const { _id, ...fields } = body;
    return ok(
      'Die Sportstätte wurde gespeichert.',
      await this.locations.update(_id, fields, version),
    );
  }

  @Delete('locations')
  @RequirePermission(Permission.LocationsManage)
  @ApiWrite()
  @ApiQuery({ name: 'id', format: 'uuid' })
  @ApiEnvelope(null)
  @ApiResponse({
    status: 409,
    description:
      'VENUE_IN_USE: time slots of courses or workshops are in the venue (named in the message ' +
      'and in `data.slots`); move them first.',
  })
  async remove(@Query('id', uuidParam) id: string): Promise<Envelope> {
    await this.locations.remove(id);
    return ok('Die Sportstätte wurde gelöscht.');
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous image. */
  @Post('location/uploadImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.LocationsManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(LocationDto)
  async uploadImage(
    @Param('id', uuidParam) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<LocationDto>> {
    return ok(
      'Das Bild der Sportstätte wurde gespeichert.',
      await this.locations.uploadImage(id, request),
    );
  }
}
