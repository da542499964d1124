import { Body, Controller, Ip, Param, Post, Redirect } from '@nestjs/common';
import { Public } from '@/auth/decorators/access.decorators';
import { AppError, ErrorCode } from '@/common/app-error';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam } from '@/common/uuid-param';
import { validateBody } from '@/common/validation';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { CreateRegistrationDto, RegistrationTokenDto } from '@/registrations/dto/registrations.dto';
import { RegistrationsService } from '@/registrations/registrations.service';

/** Where the visitor lands after each registration form was sent as a page (features/registration). */
export const registrationPageAddress = {
  sent: (lang: string, offer: string) => `/${lang}/anmeldung/${offer}?anmeldung=gesendet`,
  confirmed: (lang: string, status: string) =>
    `/${lang}/anmeldung/bestaetigen?bestaetigt=${status === 'waiting' ? 'warteliste' : 'angemeldet'}`,
  managed: (lang: string, outcome: 'abgesagt' | 'geloescht') =>
    `/${lang}/anmeldung/verwalten?ergebnis=${outcome}`,
};

type Redirection = { url: string; statusCode: number };
const seeOther = (url: string): Redirection => ({ url, statusCode: 303 });
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const digits = (value: unknown): unknown => {
  const t = text(value);
  return t && /^\d{1,4}$/.test(t) ? Number(t) : t;
};

/**
 * The form of a registration page as the browser posts it (every value a string): numbers as
 * digits, check boxes as "true"; anything else stays as sent, so the DTO's rules refuse it with
 * the same messages as the JSON route's.
 */
export function registrationFromPage(
  offer: string,
  lang: 'de' | 'en',
  form: Record<string, unknown>,
): Record<string, unknown> {
  const optional = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
  return {
    offer,
    name: text(form.name),
    email: text(form.email),
    ...optional('birth_year', digits(form.birth_year)),
    ...optional('team', text(form.team)),
    ...optional('track', digits(form.track)),
    ...optional('tshirt', text(form.tshirt)),
    ...optional('guardian_name', text(form.guardian_name)),
    guardian_consent: form.guardian_consent === 'true',
    privacy_consent: form.privacy_consent === 'true',
    lang,
  };
}

/**
 * The registration pages as the browser posts them without the app (JavaScript off, or sent
 * before the app could take them): register, confirm, cancel or delete as the JSON routes do,
 * then 303 to the page that says so; a refusal renders the page again with what was typed.
 */
@Controller()
export class RegistrationsPageController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Post(':lang/anmeldung/bestaetigen')
  @Public()
  @PageForm('registrationConfirm')
  @LimitPublicWrite()
  @Redirect()
  async confirm(@Param('lang') lang: string, @Body() form: Record<string, unknown>) {
    const language = pageLanguage(lang);
    const { token } = await validateBody(RegistrationTokenDto, { token: text(form.token) });
    const registration = await this.registrations.confirm(token);
    return seeOther(registrationPageAddress.confirmed(language, registration.status));
  }

  @Post(':lang/anmeldung/verwalten')
  @Public()
  @PageForm('registrationManage')
  @LimitPublicWrite()
  @Redirect()
  async manage(@Param('lang') lang: string, @Body() form: Record<string, unknown>) {
    const language = pageLanguage(lang);
    const { token } = await validateBody(RegistrationTokenDto, { token: text(form.token) });
    if (form.action === 'erase') {
      await this.registrations.eraseByVisitor(token);
      return seeOther(registrationPageAddress.managed(language, 'geloescht'));
    }
    if (form.action !== 'cancel')
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte wähle, was geschehen soll.');
    await this.registrations.cancelByVisitor(token);
    return seeOther(registrationPageAddress.managed(language, 'abgesagt'));
  }

  @Post(':lang/anmeldung/:offer')
  @Public()
  @PageForm('registration')
  @LimitPublicWrite()
  @Redirect()
  async register(
    @Param('lang') lang: string,
    @Param('offer', uuidParam) offer: string,
    @Body() form: Record<string, unknown>,
    @Ip() ip: string,
  ): Promise<Redirection> {
    const language = pageLanguage(lang);
    await this.registrations.register(
      await validateBody(CreateRegistrationDto, registrationFromPage(offer, language, form)),
      ip,
    );
    return seeOther(registrationPageAddress.sent(language, offer));
  }
}
