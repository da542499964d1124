import { Body, Controller, Ip, Param, Post, Redirect, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { RefreshCookie } from '@/auth/refresh-cookie';
import { validateBody } from '@/common/validation';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { CompleteSetupDto } from '@/setup/dto/setup.dto';
import { SetupService } from '@/setup/setup.service';

const FIELDS = ['token', 'club_name', 'firstname', 'lastname', 'email', 'password'] as const;

/**
 * The setup page's form as the browser posts it without the app: the same setup as the JSON
 * route, then 303 to the back office, logged in by the refresh cookie; a refusal renders the
 * page again with what was typed, never the password (page-form.ts postedValues leaves it out).
 */
@Controller()
export class SetupPageController {
  constructor(
    private readonly setup: SetupService,
    private readonly cookie: RefreshCookie,
  ) {}

  @Post(':lang/einrichtung')
  @Public()
  @PageForm('setup')
  @Redirect()
  async complete(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown>,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const language = pageLanguage(lang);
    const values = Object.fromEntries(
      FIELDS.map((name) => [name, typeof form[name] === 'string' ? form[name] : undefined]),
    );
    const session = await this.setup.complete(await validateBody(CompleteSetupDto, values), ip);
    this.cookie.set(reply, session.refreshToken, session.refreshExpiresAt);
    return { url: `/${language}/account`, statusCode: 303 };
  }
}
