import { randomUUID } from 'node:crypto';
import { createFunrun, createWorkshop } from '@test/factories/factories';
import { ifMatch } from '@test/utils/http';
import {
  allowed,
  everyone,
  DECIDERS,
  WORKSHOP_STAFF,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';
import { registrationOffers, registrations } from '@/db/schema';

const TOKEN = 'x'.repeat(43);

type Kind = 'workshop' | 'funrun';

/** A registration offer of a new draft workshop (kind 'workshop') or a new fun run. */
async function offerOf(ctx: Ctx, kind: Kind) {
  const target =
    kind === 'workshop'
      ? (await createWorkshop(ctx.t.db)).workshop.id
      : (await createFunrun(ctx.t.db)).id;
  const [offer] = await ctx.t.db
    .insert(registrationOffers)
    .values({ targetKind: kind, targetId: target, open: true, places: 10 })
    .returning();
  return offer!;
}

async function confirmedOf(ctx: Ctx, kind: Kind) {
  const offer = await offerOf(ctx, kind);
  const [row] = await ctx.t.db
    .insert(registrations)
    .values({
      offerId: offer.id,
      name: 'Gast',
      email: `gast-${randomUUID().slice(0, 8)}@example.de`,
      status: 'confirmed',
      track: kind === 'funrun' ? 0 : null,
      endsOn: '2099-01-01',
    })
    .returning();
  return row!;
}

const offerBody = (kind: Kind, target: string) => ({
  kind,
  target,
  open: true,
  places: 12,
  deadline: null,
  fee_cents: 0,
  fee_note: '',
  fields: [],
  organiser_email: null,
  notice: 'never',
});

/**
 * Registrations (registrations/): visitors register for what is public; a workshop's list is the
 * workshop team's, the fun run's the club's (club:manage), an event's whoever edits the event; a
 * person's data is the user admins'.
 */
export const REGISTRATION_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/registrations',
    access: 'public',
    call: (_, c) => c.get('/public/registrations'),
    expect: everyone(),
  },
  {
    route: 'GET /public/registrations/:id',
    access: 'public',
    // A draft workshop's offer is not public: 404 for everybody alike.
    call: async (ctx, c) => c.get(`/public/registrations/${(await offerOf(ctx, 'workshop')).id}`),
    expect: everyone(404),
  },
  {
    route: 'POST /public/registrations',
    access: 'public',
    call: async (ctx, c) =>
      c.post('/public/registrations', {
        offer: (await offerOf(ctx, 'workshop')).id,
        name: 'Erika',
        email: 'erika@example.de',
        privacy_consent: true,
      }),
    expect: everyone(404),
  },
  ...(['confirm', 'view', 'cancel', 'erase'] as const).map((action): MatrixRow => ({
    route: `POST /public/registrations/${action}`,
    access: 'public',
    call: (_, c) => c.post(`/public/registrations/${action}`, { token: TOKEN }),
    expect: everyone(400),
  })),
  {
    // The registration page's form as the browser posts it without the app.
    route: 'POST /:lang/anmeldung/:offer',
    access: 'public',
    call: async (ctx) =>
      ctx.t.request({
        method: 'POST',
        url: `/de/anmeldung/${(await offerOf(ctx, 'workshop')).id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Erika&email=erika%40example.de&privacy_consent=true',
      }),
    expect: everyone(404),
  },
  ...(['bestaetigen', 'verwalten'] as const).map((page): MatrixRow => ({
    route: `POST /:lang/anmeldung/${page}`,
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: `/de/anmeldung/${page}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${TOKEN}&action=cancel`,
      }),
    expect: everyone(400),
  })),
  {
    route: 'GET /api/registration-offers',
    access: 'registrations:manage',
    call: (_, c) => c.get('/api/registration-offers'),
    expect: allowed([...WORKSHOP_STAFF, 'department']),
  },
  {
    route: 'GET /api/registration-offer',
    access: 'registrations:manage',
    call: async (ctx, c) =>
      c.get(`/api/registration-offer?kind=funrun&target=${(await createFunrun(ctx.t.db)).id}`),
    // The fun run's registration is the club's: the workshop team does not see it.
    expect: allowed(DECIDERS),
  },
  {
    route: 'PUT /api/registration-offer',
    access: 'registrations:manage',
    call: async (ctx, c) =>
      c.put(
        '/api/registration-offer',
        offerBody('workshop', (await createWorkshop(ctx.t.db)).workshop.id),
        ifMatch(0),
      ),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'GET /api/registrations',
    access: 'registrations:manage',
    call: async (ctx, c) =>
      c.get(`/api/registrations?kind=workshop&target=${(await offerOf(ctx, 'workshop')).targetId}`),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'GET /api/registrations/csv',
    access: 'registrations:manage',
    call: async (ctx, c) =>
      c.get(`/api/registrations/csv?kind=funrun&target=${(await offerOf(ctx, 'funrun')).targetId}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'PUT /api/registrations/check-in',
    access: 'registrations:manage',
    call: async (ctx, c) => {
      const row = await confirmedOf(ctx, 'workshop');
      return c.put(
        '/api/registrations/check-in',
        { _id: row.id, checked_in: true },
        ifMatch(row.version),
      );
    },
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/registrations/message',
    access: 'registrations:manage',
    call: async (ctx, c) =>
      c.post('/api/registrations/message', {
        kind: 'workshop',
        target: (await offerOf(ctx, 'workshop')).targetId,
        subject: 'Neuer Ort',
        text: 'Wir treffen uns in Halle 2.',
      }),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/registrations/late',
    access: 'registrations:manage',
    // The factory's run lies in the past: outside its late-registration hours for those allowed.
    call: async (ctx, c) =>
      c.post('/api/registrations/late', {
        target: (await offerOf(ctx, 'funrun')).targetId,
        name: 'Spät Läufer',
        track: 0,
        birth_year: 1990,
      }),
    expect: { ...allowed(DECIDERS), owner: 409, admin: 409 },
  },
  {
    route: 'GET /api/registrations/person',
    access: 'users:manage',
    call: (_, c) => c.get('/api/registrations/person?email=gast%40example.de'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/registrations/person',
    access: 'users:manage',
    call: (_, c) => c.delete('/api/registrations/person?email=gast%40example.de'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/registration/:id',
    access: 'registrations:manage',
    call: async (ctx, c) => c.delete(`/api/registration/${(await confirmedOf(ctx, 'funrun')).id}`),
    expect: allowed(DECIDERS),
  },
];
