import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { uuidParam } from '@/common/uuid-param';
import { HallPlanSlotDto } from '@/hall-plan/dto/hall-plan.dto';
import { HallPlanService } from '@/hall-plan/hall-plan.service';

@ApiTags('public')
@Controller('public')
export class HallPlanPublicController {
  constructor(
    private readonly plans: HallPlanService,
    private readonly cache: PublicCache,
  ) {}

  /** A venue's week view from the published courses and workshops; cached with an ETag. */
  @Get('locations/:id/plan')
  @Public()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(HallPlanSlotDto, { isArray: true })
  async plan(
    @Param('id', uuidParam) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(req, reply, this.plans.publicKey(id), () => this.plans.publicPlan(id));
  }
}
