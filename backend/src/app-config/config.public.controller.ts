import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { CLUB_CONFIG } from '@/app-config/club-config';
import { ConfigDto, IconDto } from '@/app-config/config.dto';
import { ApiExtraModels } from '@nestjs/swagger';

@ApiTags('config')
@ApiExtraModels(IconDto)
@Controller('config')
export class ConfigPublicController {
  constructor(private readonly cache: PublicCache) {}

  @Get()
  @Public()
  @ApiEnvelope(ConfigDto)
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, 'config', async () => CLUB_CONFIG);
  }
}
