import { Body, Controller, Get, HttpCode, Ip, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { SessionDto } from '@/auth/dto/login.dto';
import { RefreshCookie } from '@/auth/refresh-cookie';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { PublicCache } from '@/common/public-cache';
import { PRIVATE_NO_STORE } from '@/common/security-headers';
import { CompleteSetupDto, SetupStateDto, SetupTokenQueryDto } from '@/setup/dto/setup.dto';
import { PUBLIC_SETUP_KEY, SetupService } from '@/setup/setup.service';

/** The first start: whether the site waits for its setup, and the setup itself. */
@ApiTags('public')
@Controller('public')
export class SetupPublicController {
  constructor(
    private readonly setup: SetupService,
    private readonly cache: PublicCache,
    private readonly cookie: RefreshCookie,
  ) {}

  /**
   * Whether the site waits for its setup (every page reads it: cached, dropped on every instance
   * when the setup is done); with `token`, also whether that setup link works (never cached).
   */
  @Get('setup')
  @Public()
  @ApiEnvelope(SetupStateDto)
  async state(
    @Query() query: SetupTokenQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (query.token === undefined) {
      await this.cache.send(req, reply, PUBLIC_SETUP_KEY, () => this.setup.state(undefined));
      return;
    }
    const state = await this.setup.state(query.token);
    void reply.header('cache-control', PRIVATE_NO_STORE).send(ok('Stand der Einrichtung.', state));
  }

  /** Names the club and creates its first owner with the setup link's token, then logs them in. */
  @Post('setup')
  @HttpCode(201)
  @Public()
  @ApiWrite()
  @ApiEnvelope(SessionDto, { status: 201 })
  async complete(
    @Body() body: CompleteSetupDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<SessionDto>> {
    const session = await this.setup.complete(body, ip);
    this.cookie.set(reply, session.refreshToken, session.refreshExpiresAt);
    return ok('Die Website ist eingerichtet. Willkommen!', {
      user: session.user,
      access_token: session.access_token,
    });
  }
}
