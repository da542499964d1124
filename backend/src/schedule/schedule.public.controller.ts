import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { PublicClosureDto } from '@/schedule/dto/schedule.dto';
import { PUBLIC_CLOSURES_KEY, ScheduleService } from '@/schedule/schedule.service';

@ApiTags('public')
@Controller('public')
export class SchedulePublicController {
  constructor(
    private readonly schedule: ScheduleService,
    private readonly cache: PublicCache,
  ) {}

  /** Venue closures that are not over, by start; from the byte cache with an ETag. */
  @Get('closures')
  @Public()
  @ApiEnvelope(PublicClosureDto, { isArray: true })
  async closures(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_CLOSURES_KEY, () => this.schedule.publicClosures());
  }
}
