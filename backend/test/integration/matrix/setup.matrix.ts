import { everyone, type MatrixRow } from '@test/integration/matrix/matrix';

/** A well-formed token that was never issued. */
const TOKEN = 'a'.repeat(43);
const SETUP = {
  token: TOKEN,
  club_name: 'Turnverein Beispielstadt e.V.',
  firstname: 'Claudia',
  lastname: 'Neuhaus',
  email: 'vorstand@example.org',
  password: 'Hallenboden-2026',
};

/** The first start (setup/): public, and refused for everyone once the club has its owner. */
export const SETUP_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/setup',
    access: 'public',
    call: (_, c) => c.get('/public/setup'),
    expect: everyone(),
  },
  {
    route: 'POST /public/setup',
    access: 'public',
    call: (_, c) => c.post('/public/setup', SETUP),
    expect: everyone(409),
  },
  {
    // The setup page's form as the browser posts it without the app (setup.page.controller.ts).
    route: 'POST /:lang/einrichtung',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/einrichtung',
        // A client of its own: the JSON row's attempts count against the setup's limit too.
        remoteAddress: '192.0.2.10',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(SETUP).toString(),
      }),
    expect: everyone(409),
  },
];
