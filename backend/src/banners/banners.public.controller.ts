import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { BannersService, PUBLIC_BANNERS_KEY } from '@/banners/banners.service';
import { PublicBannerDto } from '@/banners/dto/banner.dto';

@ApiTags('public')
@Controller('public')
export class BannersPublicController {
  constructor(
    private readonly banners: BannersService,
    private readonly cache: PublicCache,
  ) {}

  /** The notices active now; cached until the next start or end of any banner. */
  @Get('banners')
  @Public()
  @ApiEnvelope(PublicBannerDto, { isArray: true })
  async active(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_BANNERS_KEY, () => this.banners.publicActive());
  }
}
