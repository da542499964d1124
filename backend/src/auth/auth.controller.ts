import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthService, type IssuedSession } from '@/auth/auth.service';
import {
  CurrentUser,
  Public,
  RequirePermission,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import {
  CurrentUserDto,
  ExistsDto,
  ExistsResultDto,
  LoginDto,
  SessionDto,
} from '@/auth/dto/login.dto';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { RefreshCookie } from '@/auth/refresh-cookie';
import { SameOriginOnly } from '@/auth/same-origin';
import { AppError, ErrorCode } from '@/common/app-error';
import { NoQuery, type NoQueryParams } from '@/common/no-query';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: RefreshCookie,
  ) {}

  @Post('api/login')
  @HttpCode(200)
  @Public()
  @ApiEnvelope(SessionDto)
  async login(
    @Body() body: LoginDto,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<SessionDto>> {
    const session = await this.auth.login(body.email, body.password, body.recaptchaToken, req.ip);
    return ok('Erfolgreich angemeldet.', this.issue(session, reply));
  }

  @Post('api/refresh')
  @HttpCode(200)
  @Public()
  @SameOriginOnly()
  @ApiEnvelope(SessionDto)
  async refresh(
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope<SessionDto>> {
    try {
      const session = await this.auth.refresh(this.cookie.read(req));
      return ok('Sitzung verlängert.', this.issue(session, reply));
    } catch (error) {
      // Only a refused session loses its cookie; a race between tabs or a server error keeps it.
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.Unauthenticated || error.code === ErrorCode.AccountBlocked)
      )
        this.cookie.clear(reply);
      throw error;
    }
  }

  @Post('api/logout')
  @HttpCode(200)
  @Public()
  @SameOriginOnly()
  @ApiEnvelope(null)
  async logout(
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Envelope> {
    await this.auth.logout(this.cookie.read(req), req.user?.sessionId);
    this.cookie.clear(reply);
    return ok('Erfolgreich abgemeldet.');
  }

  @Get('verification')
  @RequirePermission(Permission.Session)
  @ApiEnvelope(CurrentUserDto)
  async verification(
    @CurrentUser() user: AuthUser,
    @NoQuery() _query: NoQueryParams,
  ): Promise<Envelope<CurrentUserDto>> {
    return ok('Sitzung gültig.', { user: await this.auth.currentUser(user.id) });
  }

  @Post('api/exists')
  @HttpCode(200)
  @RequirePermission(Permission.Session)
  @ApiEnvelope(ExistsResultDto)
  async exists(@Body() body: ExistsDto): Promise<Envelope<ExistsResultDto>> {
    const exists = await this.auth.exists(body._id);
    return ok(exists ? 'Benutzer vorhanden.' : 'Benutzer nicht gefunden.', { exists });
  }

  private issue(session: IssuedSession, reply: FastifyReply): SessionDto {
    this.cookie.set(reply, session.refreshToken, session.refreshExpiresAt);
    return { user: session.user, access_token: session.access_token };
  }
}
