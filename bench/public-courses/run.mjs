// bench/public-courses: req/s of GET /public/courses (the real app on PGlite with the demo
// content) against a bare node:http server replaying the same response (status, headers, body);
// alternating, median ratio.
// Run: npm run build && npm run bench   (needs wrk: apt-get install -y wrk)
import {
  compare,
  replayableHeaders,
  requireWrk,
  startApp,
  startBaseline,
} from '../lib/harness.mjs';

const APP_PORT = 3201;
const BASE_PORT = 3202;

requireWrk();
const app = await startApp(APP_PORT);
try {
  const res = await fetch(`http://127.0.0.1:${APP_PORT}/public/courses`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const headers = replayableHeaders(res.headers);
  console.log(
    `/public/courses: ${body.length} bytes, ${JSON.parse(body.toString()).data.length} courses`,
  );
  const baseline = await startBaseline(BASE_PORT, body, headers);
  try {
    compare(
      'public-courses',
      `http://127.0.0.1:${APP_PORT}/public/courses`,
      `http://127.0.0.1:${BASE_PORT}/`,
    );
  } finally {
    await baseline.stop();
  }
} finally {
  await app.stop();
}
