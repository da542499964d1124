import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { SponsorsService, publicSponsorsKey } from '@/sponsors/sponsors.service';
import { PublicSponsorDto } from '@/sponsors/dto/sponsor.dto';

/** Sponsors of one placement, by sort order; from the byte cache with an ETag. */
@ApiTags('public')
@Controller('public')
export class SponsorsPublicController {
  constructor(
    private readonly sponsors: SponsorsService,
    private readonly cache: PublicCache,
  ) {}

  @Get('sponsors/homepage')
  @Public()
  @ApiEnvelope(PublicSponsorDto, { isArray: true })
  async homepage(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, publicSponsorsKey('homepage'), () =>
      this.sponsors.publicList('homepage'),
    );
  }

  @Get('sponsors/volkslauf')
  @Public()
  @ApiEnvelope(PublicSponsorDto, { isArray: true })
  async volkslauf(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, publicSponsorsKey('volkslauf'), () =>
      this.sponsors.publicList('volkslauf'),
    );
  }
}
