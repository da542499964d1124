import { applyDecorators, UseFilters } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { SAME_ORIGIN_ONLY_CONFIG } from '@/auth/same-origin';
import { PAGE_FORM } from '@/pages/page-form';
import { PageFormFilter } from '@/pages/page-form.filter';

/**
 * A route that takes the HTML form `name` of a public page as the browser posts it without the
 * app (`application/x-www-form-urlencoded`, which every other route refuses: app.factory.ts),
 * from the site's own pages only (SameOriginOnly), and answers with a page: success as the
 * route returns it (a redirect), every error as the page again with what was typed and what went
 * wrong (PageFormFilter, PageServer.sendFormAnswer). Not part of the API's documentation.
 */
export const PageForm = (name: string) =>
  applyDecorators(
    RouteConfig({ ...SAME_ORIGIN_ONLY_CONFIG, [PAGE_FORM]: name }),
    ApiExcludeEndpoint(),
    UseFilters(PageFormFilter),
  );
