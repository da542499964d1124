import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { LocationsService, PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { PublicLocationDto } from '@/locations/dto/location.dto';

@ApiTags('public')
@Controller('public')
export class LocationsPublicController {
  constructor(
    private readonly locations: LocationsService,
    private readonly cache: PublicCache,
  ) {}

  /** All venues, sorted by name; served from the byte cache with an ETag. */
  @Get('locations')
  @Public()
  @ApiEnvelope(PublicLocationDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_LOCATIONS_KEY, () => this.locations.publicList());
  }
}
