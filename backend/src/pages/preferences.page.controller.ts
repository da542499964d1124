import { Body, Controller, Inject, Param, Post, Redirect, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { LimitPublicWrite } from '@/common/rate-limit';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { COOKIES_COOKIE, returnPath, setPreferenceCookie, THEME_COOKIE } from '@/pages/preferences';

type Redirection = { url: string; statusCode: number };

/**
 * The visitor's choices in the top bar as the browser posts them without JavaScript: the cookie
 * notice's accept button and the settings dial's theme button. Each sets its cookie and sends the
 * browser back (303) to the page it came from (the form's `back` field, a path of this site
 * only), which the server then renders with the choice (PageServer: a variant of the page's
 * bytes). With JavaScript the early controls and the app keep the same cookies themselves.
 */
@Controller()
export class PreferencesPageController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get secure(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  @Post(':lang/cookies')
  @Public()
  @PageForm('cookies')
  @LimitPublicWrite()
  @Redirect()
  acceptCookies(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown> | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Redirection {
    const language = pageLanguage(lang);
    setPreferenceCookie(reply, COOKIES_COOKIE, 'accepted', this.secure);
    return { url: returnPath(form?.back, language), statusCode: 303 };
  }

  @Post(':lang/design')
  @Public()
  @PageForm('theme')
  @LimitPublicWrite()
  @Redirect()
  chooseTheme(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown> | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Redirection {
    const language = pageLanguage(lang);
    // The dial's one button turns the theme of the request's cookie round (no other choice is sent).
    const dark = reply.request.cookies[THEME_COOKIE] === 'dark';
    setPreferenceCookie(reply, THEME_COOKIE, dark ? 'light' : 'dark', this.secure);
    return { url: returnPath(form?.back, language), statusCode: 303 };
  }
}
