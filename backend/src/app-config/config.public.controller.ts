import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { CLUB_CONFIG } from '@/app-config/club-config';
import { ConfigDto, IconDto } from '@/app-config/config.dto';
import { ApiExtraModels } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '@/config/env';

@ApiTags('config')
@ApiExtraModels(IconDto)
@Controller('config')
export class ConfigPublicController {
  constructor(
    private readonly cache: PublicCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  @ApiEnvelope(ConfigDto)
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, 'config', async () => ({
      ...CLUB_CONFIG,
      // The privacy statement's generated parts state what the running server does.
      trial_retention_days: this.config.trialRetentionDays,
      contact_retention_days: this.config.supportRetentionDays,
      request_log: ['info', 'debug'].includes(this.config.logLevel),
    }));
  }
}
