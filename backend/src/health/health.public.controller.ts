import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { HealthService } from '@/health/health.service';
import { HealthDto } from '@/health/dto/health.dto';

/** Liveness and readiness for a process manager or load balancer; never cached. */
@ApiTags('health')
@Controller()
export class HealthPublicController {
  constructor(private readonly health: HealthService) {}

  /** 200 while the process runs (also while the database is down or the process drains). */
  @Get('healthz')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiEnvelope(HealthDto)
  live(): Envelope<HealthDto> {
    return ok('Der Server läuft.', { status: 'live' });
  }

  /** 200 when the database answers; 503 without it or while the process shuts down. */
  @Get('readyz')
  @Public()
  @Header('cache-control', 'no-store')
  @ApiEnvelope(HealthDto)
  async ready(): Promise<Envelope<HealthDto>> {
    await this.health.checkReady();
    return ok('Der Server ist bereit.', { status: 'ready' });
  }
}
