import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { PUBLIC_WORKSHOPS_KEY, WorkshopsService } from '@/workshops/workshops.service';
import { PublicWorkshopDto } from '@/workshops/dto/workshop.dto';

@ApiTags('public')
@Controller('public')
export class WorkshopsPublicController {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly cache: PublicCache,
  ) {}

  /** Published, unblocked workshops with their times, sorted by title; cached with an ETag. */
  @Get('workshops')
  @Public()
  @ApiEnvelope(PublicWorkshopDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_WORKSHOPS_KEY, () => this.workshops.publicList());
  }
}
