import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { AppError } from '@/common/app-error';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { FunrunsService, PUBLIC_FUNRUN_KEY, publicFunrunYearKey } from '@/funruns/funruns.service';
import { FunrunDto, PublicFunrunOverviewDto } from '@/funruns/dto/funrun.dto';

@ApiTags('public')
@Controller('public')
export class FunrunsPublicController {
  constructor(
    private readonly funruns: FunrunsService,
    private readonly cache: PublicCache,
  ) {}

  /** The run `/volkslauf` shows, the next date and the other years; cached until the next change. */
  @Get('funrun')
  @Public()
  @ApiEnvelope(PublicFunrunOverviewDto)
  async current(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_FUNRUN_KEY, () => this.funruns.publicOverview());
  }

  /** One year's run (`/volkslauf/2025`); 404 for a year without one. */
  @Get('funrun/:year')
  @Public()
  @ApiEnvelope(FunrunDto)
  async year(
    @Param('year') year: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Only a year's own spelling becomes a cache key (DESIGN 6c: canonical keys).
    if (!/^\d{4}$/.test(year)) throw AppError.notFound('Der Volkslauf wurde nicht gefunden.');
    await this.cache.send(req, reply, publicFunrunYearKey(Number(year)), () =>
      this.funruns.publicYear(Number(year)),
    );
  }
}
