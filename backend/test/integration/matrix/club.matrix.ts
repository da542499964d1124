import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { createClub } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

/** The club's settings (club/): the public facts for everyone, the screen for admin and owner. */
export const CLUB_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/club',
    access: 'public',
    call: (_, c) => c.get('/public/club'),
    expect: everyone(),
  },
  {
    route: 'GET /api/club',
    access: 'club:manage',
    call: async (ctx, c) => {
      await createClub(ctx.t.db);
      return c.get('/api/club');
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'PUT /api/club',
    access: 'club:manage',
    call: async (ctx, c) => {
      const club = await createClub(ctx.t.db);
      return c.put('/api/club', { name: 'Turnverein Beispielstadt e.V.' }, ifMatch(club.version));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/club/logo',
    access: 'club:manage',
    call: async (ctx, c) => {
      await createClub(ctx.t.db);
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'logo.png' });
      return c.post('/api/club/logo', payload, headers);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/club/logo',
    access: 'club:manage',
    call: async (ctx, c) => {
      await createClub(ctx.t.db);
      return c.delete('/api/club/logo');
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /manifest.webmanifest',
    access: 'public',
    call: (_, c) => c.get('/manifest.webmanifest'),
    expect: everyone(),
  },
  {
    route: 'GET /icons/:file',
    access: 'public',
    call: (_, c) => c.get('/icons/icon-192.png'),
    expect: everyone(),
  },
  {
    route: 'GET /favicon.svg',
    access: 'public',
    call: (_, c) => c.get('/favicon.svg'),
    expect: everyone(),
  },
];
