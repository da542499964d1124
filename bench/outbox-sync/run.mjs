// Outbox sync speed (issue 8: "50 edits queued offline take 6–8 s after reconnect; goal < 2 s").
// Drives the built app in Chromium (Playwright): 50 course edits are queued offline through the
// UI, then the time from "online" to an empty outbox is measured in the page, against the same
// 50 writes (POST /api/course, If-Match chain, Idempotency-Key) sent directly with fetch from the
// same page, alternating, RUNS rounds. Prints both and the ratio (outbox / direct).
// Not part of `npm test`: `npm run bench:outbox` after `npm run build`.
/* global document, window, indexedDB -- used inside page.evaluate / waitForFunction (browser) */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { median, repoRoot } from '../lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3194);
const BASE = `http://127.0.0.1:${PORT}`;
const EDITS = Number(process.env.EDITS ?? 50);
const RUNS = Number(process.env.RUNS ?? 3);
const EMAIL = 'kurs@tus-musterstadt.de';
const PASSWORD = 'Turnen1887!';
const TITLE = 'Kinderleichtathletik';

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-bench-outbox-'));
  const child = spawn(process.execPath, [join(repoRoot, 'backend', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/config`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Queues EDITS saves of the "members" field offline, then times online → outbox empty. The page
 * is loaded anew first: the direct round moved the course's version on the server, and edits
 * queued on the older copy would (rightly) meet it as a conflict that waits for a person.
 */
async function outboxRound(context, page, start) {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByRole('form').locator('input[name="members"]').waitFor();
  await context.setOffline(true);
  const members = page.getByRole('form').locator('input[name="members"]');
  for (let i = 0; i < EDITS; i++) {
    await members.fill(String(start + i));
    await page.getByTestId('course-save').click();
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="sync-indicator"]')?.dataset.count === String(n),
      i + 1,
    );
  }
  const done = page.evaluate(
    () =>
      new Promise((resolve) => {
        let began = 0;
        window.addEventListener('online', () => (began = performance.now()), { once: true });
        const poll = () => {
          const open = indexedDB.open('vereinsheim');
          open.onsuccess = () => {
            const db = open.result;
            const count = db.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => {
              db.close();
              if (began && count.result === 0) resolve(performance.now() - began);
              else setTimeout(poll, 5);
            };
          };
        };
        poll();
      }),
  );
  await page.waitForTimeout(50);
  await context.setOffline(false);
  return done;
}

/** The same writes with fetch: the If-Match chain, one Idempotency-Key each, one after another. */
async function directRound(page, courseId, start) {
  return page.evaluate(
    async ({ courseId, start, edits, email, password }) => {
      const login = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((r) => r.json());
      const token = login.data.access_token;
      const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      let version = (
        await fetch(`/api/course/${courseId}`, { headers: auth }).then((r) => r.json())
      ).data.version;
      const began = performance.now();
      for (let i = 0; i < edits; i++) {
        const res = await fetch('/api/course', {
          method: 'POST',
          headers: {
            ...auth,
            'Content-Type': 'application/json',
            'If-Match': `"${version}"`,
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify({ _id: courseId, members: start + i }),
        });
        const body = await res.json();
        if (!res.ok) throw new Error(`direct write ${i}: ${res.status} ${body.message}`);
        version = body.data.version;
      }
      return performance.now() - began;
    },
    { courseId, start, edits: EDITS, email: EMAIL, password: PASSWORD },
  );
}

const stop = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({ baseURL: BASE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/de/login');
  await page.getByTestId('login-email').fill(EMAIL);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/de\/account/);
  await page.goto('/de/account/angebote');
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  const courseId = page.url().split('/').pop();
  await page.evaluate(async () => navigator.serviceWorker.ready);

  const outbox = [];
  const direct = [];
  for (let run = 0; run < RUNS; run++) {
    outbox.push(await outboxRound(context, page, 100 + run * 200));
    direct.push(await directRound(page, courseId, 1000 + run * 200));
    console.log(
      `round ${run + 1}: outbox ${outbox[run].toFixed(0)} ms, direct ${direct[run].toFixed(0)} ms`,
    );
  }
  const o = median(outbox);
  const d = median(direct);
  console.log(
    `${EDITS} queued edits after reconnect: outbox ${o.toFixed(0)} ms (goal < 2000 ms), ` +
      `same writes with fetch ${d.toFixed(0)} ms, ratio ${(o / d).toFixed(2)} (median of ${RUNS})`,
  );
} finally {
  await browser.close();
  await stop();
}
