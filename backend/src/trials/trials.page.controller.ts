import { Body, Controller, Ip, Param, Post, Redirect } from '@nestjs/common';
import { Public } from '@/auth/decorators/access.decorators';
import { AppError, ErrorCode } from '@/common/app-error';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam } from '@/common/uuid-param';
import { validateBody } from '@/common/validation';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { CreateTrialBookingDto, TrialTokenDto } from '@/trials/dto/trials.dto';
import { TrialsService } from '@/trials/trials.service';

/** Where the visitor lands after each trial form was sent as a page (frontend features/trials). */
export const trialPageAddress = {
  booked: (lang: string, course: string) => `/${lang}/probetraining/${course}?anmeldung=gesendet`,
  confirmed: (lang: string, status: string) =>
    `/${lang}/probetraining/bestaetigen?bestaetigt=${status === 'waiting' ? 'warteliste' : 'gebucht'}`,
  managed: (lang: string, outcome: 'abgesagt' | 'geloescht') =>
    `/${lang}/probetraining/verwalten?ergebnis=${outcome}`,
  /** The question before the action (the mailed link's page with `?schritt=`). */
  asking: (lang: string, token: string, action: 'cancel' | 'erase') =>
    `/${lang}/probetraining/verwalten?token=${encodeURIComponent(token)}&schritt=${action === 'erase' ? 'loeschen' : 'absagen'}`,
};

type Redirection = { url: string; statusCode: number };
const seeOther = (url: string): Redirection => ({ url, statusCode: 303 });
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The form of a booking page as the browser posts it (every value a string): the training's
 * radio (`slot|date`), the age as digits, the check boxes as "true". Anything else stays as sent,
 * so the DTO's rules refuse it with the same messages as the JSON route's.
 */
export function bookingFromPage(
  course: string,
  lang: 'de' | 'en',
  form: Record<string, unknown>,
): Record<string, unknown> {
  const [slot, date] = (text(form.training) ?? '').split('|');
  const age = text(form.age);
  const guardian = text(form.guardian_name);
  return {
    course,
    slot: slot || undefined,
    date: date || undefined,
    name: text(form.name),
    email: text(form.email),
    age: age && /^\d{1,3}$/.test(age) ? Number(age) : age,
    ...(guardian ? { guardian_name: guardian } : {}),
    guardian_consent: form.guardian_consent === 'true',
    privacy_consent: form.privacy_consent === 'true',
    lang,
  };
}

/**
 * The trial training's pages as the browser posts them without the app (JavaScript off, or sent
 * before the app could take them): book, confirm, cancel or delete as the JSON routes do, then
 * 303 to the page that says so; a refusal renders the page again with what was typed (@PageForm).
 * Cancel and delete ask first, as the app's dialog does: the manage page's buttons lead to its
 * step (`?schritt=absagen|loeschen`), whose form sends `bestaetigt=ja` with the action.
 */
@Controller()
export class TrialsPageController {
  constructor(private readonly trials: TrialsService) {}

  @Post(':lang/probetraining/bestaetigen')
  @Public()
  @PageForm('trialConfirm')
  @LimitPublicWrite()
  @Redirect()
  async confirm(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown>,
  ): Promise<Redirection> {
    const language = pageLanguage(lang);
    const { token } = await validateBody(TrialTokenDto, { token: text(form.token) });
    const booking = await this.trials.confirm(token);
    return seeOther(trialPageAddress.confirmed(language, booking.status));
  }

  @Post(':lang/probetraining/verwalten')
  @Public()
  @PageForm('trialManage')
  @LimitPublicWrite()
  @Redirect()
  async manage(
    @Param('lang') lang: string,
    @Body() form: Record<string, unknown>,
  ): Promise<Redirection> {
    const language = pageLanguage(lang);
    const { token } = await validateBody(TrialTokenDto, { token: text(form.token) });
    const action = form.action;
    if (action !== 'cancel' && action !== 'erase')
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte wähle, was geschehen soll.');
    // A button of the page asks first: the step's own form says that it is meant. A link that
    // names no booking is refused here already (the page again, with what went wrong).
    if (form.bestaetigt !== 'ja') {
      await this.trials.view(token);
      return seeOther(trialPageAddress.asking(language, token, action));
    }
    if (action === 'erase') {
      await this.trials.eraseByVisitor(token);
      return seeOther(trialPageAddress.managed(language, 'geloescht'));
    }
    await this.trials.cancelByVisitor(token);
    return seeOther(trialPageAddress.managed(language, 'abgesagt'));
  }

  @Post(':lang/probetraining/:course')
  @Public()
  @PageForm('trialBooking')
  @LimitPublicWrite()
  @Redirect()
  async book(
    @Param('lang') lang: string,
    @Param('course', uuidParam) course: string,
    @Body() form: Record<string, unknown>,
    @Ip() ip: string,
  ): Promise<Redirection> {
    const language = pageLanguage(lang);
    await this.trials.book(
      await validateBody(CreateTrialBookingDto, bookingFromPage(course, language, form)),
      ip,
    );
    return seeOther(trialPageAddress.booked(language, course));
  }
}
