import { desc, eq } from 'drizzle-orm';
import { ifMatch } from '@test/utils/http';
import { clubTextRevisions } from '@/db/schema';
import {
  allowed,
  everyone,
  DECIDERS,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** The club's texts (texts/): read by everyone, written and restored by admin and owner. */
export const TEXT_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/text/:key',
    access: 'public',
    call: (_, c) => c.get('/public/text/impressum'),
    expect: everyone(),
  },
  {
    route: 'GET /api/texts',
    access: 'club:manage',
    call: (_, c) => c.get('/api/texts'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/texts/:key',
    access: 'club:manage',
    call: (_, c) => c.get('/api/texts/datenschutz'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'PUT /api/texts/:key',
    access: 'club:manage',
    call: async (ctx, c) => {
      const { version } = await savedText(ctx);
      return c.put('/api/texts/haftungsausschluss', { de: '<p>Neu</p>' }, ifMatch(version));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/text/history/:key',
    access: 'club:manage',
    call: (_, c) => c.get('/api/text/history/haftungsausschluss'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/text/history/:key/:revision',
    access: 'club:manage',
    call: async (ctx, c) => {
      const { revision } = await savedText(ctx);
      return c.get(`/api/text/history/haftungsausschluss/${revision}`);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/text/restore/:key/:revision',
    access: 'club:manage',
    call: async (ctx, c) => {
      const { revision, version } = await savedText(ctx);
      return c.post(
        `/api/text/restore/haftungsausschluss/${revision}`,
        undefined,
        ifMatch(version),
      );
    },
    expect: allowed(DECIDERS),
  },
];

/** The Haftungsausschluss saved once more by the owner: its newest revision and version. */
async function savedText(ctx: Ctx): Promise<{ revision: string; version: number }> {
  const owner = await ctx.client('owner');
  const current = (await owner.get('/api/texts/haftungsausschluss')).json().data;
  const saved = await owner.put(
    '/api/texts/haftungsausschluss',
    { de: `<p>Stand ${Date.now()} ${Math.random()}</p>` },
    ifMatch(current.version),
  );
  expect(saved.statusCode).toBe(200);
  const [row] = await ctx.t.db
    .select({ id: clubTextRevisions.id })
    .from(clubTextRevisions)
    .where(eq(clubTextRevisions.key, 'haftungsausschluss'))
    .orderBy(desc(clubTextRevisions.number))
    .limit(1);
  return { revision: row!.id, version: saved.json().data.version };
}
