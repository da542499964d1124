import { ArgumentsHost, Catch, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AllExceptionsFilter } from '@/common/all-exceptions.filter';
import { toErrorResponse } from '@/common/error-response';
import { isPageLanguage, pageFormOf, postedValues } from '@/pages/page-form';
import { PageServer } from '@/pages/page-server';

/**
 * The errors of a page form's route (@PageForm): the page is rendered again with the answer (the
 * status, code, German sentence and field messages) and what the form sent, so nothing typed is
 * lost and the visitor reads the messages in the page's language. Without a server render (no
 * frontend build) or outside a page language, the envelope as everywhere else.
 */
@Catch()
@Injectable()
export class PageFormFilter extends AllExceptionsFilter {
  constructor(private readonly pages: PageServer) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const name = pageFormOf(request);
    const { lang } = (request.params ?? {}) as { lang?: string };
    if (!name || !isPageLanguage(lang) || !this.pages.rendersPages) {
      super.catch(exception, host);
      return;
    }
    const { status, body } = toErrorResponse(exception);
    // The page of a rate limit or an outage says when to try again, as the envelope would.
    this.retryAfter(reply, exception, status);
    void this.pages.sendFormAnswer(request, reply, {
      name,
      status,
      answer: {
        values: postedValues(request.body),
        status,
        code: body.code ?? '',
        message: body.message,
        ...(body.details ? { details: body.details } : {}),
      },
    });
  }
}
