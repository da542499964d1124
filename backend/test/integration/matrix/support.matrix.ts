import { ifMatch } from '@test/utils/http';
import { createSupportRequest } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

export const SUPPORT_ROWS: MatrixRow[] = [
  {
    route: 'POST /public/emailRequest',
    access: 'public',
    call: (_, c) =>
      c.post('/public/emailRequest', {
        name: 'Erika Mustermann',
        email: 'erika@example.de',
        subject: 'Probetraining',
        message: 'Darf meine Tochter einmal mitturnen?',
      }),
    expect: everyone(),
  },
  {
    // The start page's contact form posted without the app (support.page.controller.ts).
    route: 'POST /:lang',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Erika Mustermann',
          email: 'erika@example.de',
          phone: '',
          subject: 'Probetraining',
          message: 'Darf meine Tochter einmal mitturnen?',
        }).toString(),
      }),
    expect: everyone(303),
  },
  {
    // The cookie notice's accept and the settings dial's theme posted without the app
    // (pages/preferences.page.controller.ts).
    route: 'POST /:lang/cookies',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/cookies',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'back=%2Fde%2Fblog',
      }),
    expect: everyone(303),
  },
  {
    route: 'POST /:lang/design',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/design',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'theme=toggle&back=%2Fde%2Fblog',
      }),
    expect: everyone(303),
  },
  {
    route: 'GET /api/support',
    access: 'support:manage',
    call: (_, c) => c.get('/api/support?status=open'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/support/read/:id',
    access: 'support:manage',
    call: async (ctx, c) =>
      c.post(`/api/support/read/${(await createSupportRequest(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/support/done/:id',
    access: 'support:manage',
    call: async (ctx, c) =>
      c.post(
        `/api/support/done/${(await createSupportRequest(ctx.t.db)).id}`,
        { done: true },
        ifMatch(1),
      ),
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/support/:id',
    access: 'support:manage',
    call: async (ctx, c) => c.delete(`/api/support/${(await createSupportRequest(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
];
