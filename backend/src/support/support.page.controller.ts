import { Body, Controller, Ip, Param, Post, Redirect } from '@nestjs/common';
import { Public } from '@/auth/decorators/access.decorators';
import { LimitPublicWrite } from '@/common/rate-limit';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { SupportService } from '@/support/support.service';

/** Where a visitor lands after the contact form was sent as a page (frontend ContactForm). */
export const contactSentAddress = (lang: string) => `/${lang}/?kontakt=gesendet#contact`;

/**
 * The start page's contact form as the browser posts it without the app (JavaScript off, or the
 * app not loaded): stored and mailed as POST /public/emailRequest does, then 303 to the start
 * page, which says so; a refusal renders the start page again with what was typed (@PageForm).
 */
@Controller()
export class SupportPageController {
  constructor(private readonly support: SupportService) {}

  @Post(':lang')
  @Public()
  @PageForm('contact')
  @LimitPublicWrite()
  @Redirect()
  async contact(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown>,
    @Ip() ip: string,
  ): Promise<{ url: string; statusCode: number }> {
    const language = pageLanguage(lang);
    await this.support.submitForm(form, ip);
    return { url: contactSentAddress(language), statusCode: 303 };
  }
}
