/* global window, requestAnimationFrame, addEventListener -- page.evaluate callbacks run in the browser. */
// bench/first-tap: how long a visitor waits for the answer of the first tap (or key) on each
// public control (issue 24): from the tap's pointerdown (a key's keydown) to the first frame that
// shows the control's answer, timed in the page. Twice per control: on a page that is still plain
// HTML (the app starts on the first intent: pre-paint-script.ts; a control then answers through
// its early-controls part, or waits for the app), and on a page whose app has already started.
// Phone conditions as Lighthouse's mobile preset: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s;
// a cold HTTP cache, no service worker. Median of ROUNDS rounds, alternating. Goal: 100 ms for
// every control, both ways (printed, not asserted).
// With BEFORE_REF (a commit, e.g. the one before the controls worked before the app) the same
// taps run against that commit's build too (built once in a temporary worktree), in the same
// run, so the table holds today's figures beside the old ones; the landing route's JavaScript
// (gzip -9, as check-bundle.mjs counts it) and the inline scripts of a page are printed for both.
// Run: npm run build && npm run bench:first-tap
//      BEFORE_REF=c997beb npm run bench:first-tap   (ROUNDS=5 by default; ONLY=like,theme;
//      DEBUG=1 prints every round)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_FLAGS, median, repoRoot, startApp } from '../lib/harness.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** How many like visits each build's server has had (the like control's `path`). */
const likeVisits = new Map();
const GOAL_MS = 100;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Each control: where, at which width, what the visitor does (`tap` a test id, or `type` into
 * one), `setup` before the timing starts (in the page, with `page`), and `state`: a function
 * source evaluated in the page before and after; the answer is shown when it differs.
 */
const CONTROLS = [
  {
    key: 'filter',
    name: 'course filter: a letter typed into the search, 390 px',
    path: '/de/',
    viewport: PHONE,
    type: { testId: 'filter-search', text: 'y' },
    state: `() => [...document.querySelectorAll('[data-testid="course-card"]')].filter((c) => c.checkVisibility()).length + '|' + (document.querySelector('[data-testid="offers-count"]')?.textContent ?? '')`,
  },
  {
    key: 'like',
    name: 'like on a blog post, 390 px',
    // Each visit another post of the demo content's first page: an address may like one post
    // three times a day (like-limiter.ts), and a refused like shows nothing on the old build.
    path: async (baseURL) => {
      const answer = await (await fetch(`${baseURL}/public/blogPosts/1`)).json();
      const visit = (likeVisits.get(baseURL) ?? 0) + 1;
      likeVisits.set(baseURL, visit);
      return `/de/beitrag/${answer.data[visit % answer.data.length]._id}`;
    },
    viewport: PHONE,
    tap: 'post-like',
    state: `() => (document.querySelector('[data-testid="post-likes"]')?.textContent ?? '') + '|' + document.querySelector('[data-testid="post-like"]')?.getAttribute('aria-pressed')`,
  },
  {
    key: 'carousel',
    name: 'carousel: next slide, 1280 px',
    path: '/de/',
    viewport: DESKTOP,
    tap: 'carousel-next',
    state: `() => { const s = document.querySelector('[data-testid="carousel-slide"]'); const box = s?.parentElement; return (document.querySelector('[data-testid="carousel-state"]')?.textContent ?? '') + '|' + Math.round(box?.scrollLeft ?? 0) + '|' + Math.round(s?.getBoundingClientRect().left ?? 0); }`,
  },
  {
    key: 'settings',
    name: 'settings dial (native popover), 390 px',
    path: '/de/impressum',
    viewport: PHONE,
    tap: 'settings-dial',
    state: `() => String(document.querySelector('[data-testid="settings-menu"]')?.checkVisibility())`,
  },
  {
    key: 'theme',
    name: 'dark theme in the settings dial, 390 px',
    path: '/de/impressum',
    viewport: PHONE,
    setup: async (page) => {
      await page.getByTestId('settings-dial').click();
      await page.getByTestId('settings-dark').waitFor({ state: 'visible' });
    },
    tap: 'settings-dark',
    state: `() => String(document.documentElement.dataset.theme)`,
  },
  {
    key: 'cookies',
    name: 'cookie notice: accept, 390 px',
    path: '/de/impressum',
    viewport: PHONE,
    cookieNotice: true,
    tap: 'cookie-accept',
    state: `() => String(document.querySelector('[data-testid="cookie-notice"]')?.checkVisibility())`,
  },
  {
    key: 'contact',
    name: 'contact form: send with empty fields, 1280 px',
    path: '/de/',
    viewport: DESKTOP,
    setup: async (page) => page.getByTestId('contact-submit').scrollIntoViewIfNeeded(),
    tap: 'contact-submit',
    // The answer: the focus on the first field that needs a value (with its message).
    state: `() => { const a = document.activeElement; return String(!!a?.closest?.('[data-testid="contact-form"]') && a.tagName !== 'BUTTON'); }`,
  },
  {
    key: 'account',
    name: 'account sheet (native popover sheet), 390 px',
    path: '/de/impressum',
    viewport: PHONE,
    tap: 'account-sheet-button',
    state: `() => String(!!document.querySelector('[data-testid="account-sheet"]')?.checkVisibility())`,
  },
  {
    key: 'menu',
    name: 'Abteilungen menu (native popover), 1280 px',
    path: '/de/impressum',
    viewport: DESKTOP,
    tap: 'nav-departments',
    state: `() => String(!!document.querySelector('[data-testid="nav-departments-menu"]')?.checkVisibility())`,
  },
  {
    key: 'drawer',
    name: 'phone menu (native popover drawer), 390 px',
    path: '/de/impressum',
    viewport: PHONE,
    tap: 'nav-menu-button',
    state: `() => String([...document.querySelectorAll('[popover]')].some((p) => p.matches(':popover-open')))`,
  },
];

const only = process.env.ONLY?.split(',');
const controls = only ? CONTROLS.filter((c) => only.includes(c.key)) : CONTROLS;

/** The landing route's JavaScript of a build, gzip -9 (frontend/scripts/check-bundle.mjs). */
function landingKiB(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

/** A build of `ref` in a temporary worktree (the node_modules of this checkout, linked). */
function buildRef(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'vh-first-tap-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  for (const modules of ['node_modules', join('frontend', 'node_modules')]) {
    if (existsSync(join(repoRoot, modules)))
      symlinkSync(join(repoRoot, modules), join(dir, modules));
  }
  console.log(`building ${ref} in ${dir} …`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  return {
    dir,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', dir], {
        cwd: repoRoot,
        stdio: 'ignore',
      }),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** One visit: opens the page, does the control's action, returns ms to its answer. */
async function visit(baseURL, control, { started }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: control.viewport,
    colorScheme: 'light',
    baseURL,
  });
  // The cookie notice accepted (it covers the bottom of a phone's page), but for its own test.
  if (!control.cookieNotice) {
    await context.addInitScript("localStorage.setItem('vh.cookies', 'accepted')");
  }
  try {
    return await measure(baseURL, context, control, { started });
  } finally {
    // Also after a timeout: a page left open keeps its frame loop running under 4x CPU and
    // slows every later visit.
    await context.close();
  }
}

/** The visit's page in `context`: the control's action and the ms to its answer. */
async function measure(baseURL, context, control, { started }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(typeof control.path === 'function' ? await control.path(baseURL) : control.path);
  if (started) {
    await page.keyboard.press('Shift');
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 60_000 });
  }
  if (control.setup) await control.setup(page);
  // The tap is sent as raw mouse events at the control's centre: a locator's click() has
  // Playwright's hit-target check listen to pointerdown, mousedown, pointerup, mouseup and click
  // in the page, each a hit test of its own (~8 ms each at 4x CPU on the start page), which no
  // visitor's tap pays.
  let tapAt = null;
  if (control.tap) {
    const target = page.getByTestId(control.tap);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    tapAt = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  await page.evaluate((stateSource) => {
    const state = new Function(`return (${stateSource})()`);
    const timing = { down: 0, shown: 0, before: state() };
    window.vhTap = timing;
    const watch = () => {
      if (state() !== timing.before) timing.shown = performance.now();
      else requestAnimationFrame(watch);
    };
    const start = () => {
      if (timing.down) return;
      timing.down = performance.now();
      requestAnimationFrame(watch);
    };
    addEventListener('pointerdown', start, { capture: true });
    addEventListener('keydown', start, { capture: true });
    // Two frames first, as a locator's click waits for the target to hold still.
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, control.state);
  if (tapAt) {
    await page.mouse.click(tapAt.x, tapAt.y);
  } else {
    await page.getByTestId(control.type.testId).focus();
    await page.keyboard.type(control.type.text);
  }
  await page.waitForFunction(() => window.vhTap.shown > 0, null, { timeout: 60_000 });
  return page.evaluate(() => window.vhTap.shown - window.vhTap.down);
}

/** The bytes of a rendered page's inline scripts (the pre-paint script and the early controls). */
async function inlineScriptBytes(baseURL) {
  const html = await (await fetch(`${baseURL}/de/`)).text();
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + gzipSync(match[1], { level: 9 }).length,
    0,
  );
}

const builds = [{ label: 'now', main: undefined, dist: join(repoRoot, 'frontend', 'dist') }];
let before = null;
if (process.env.BEFORE_REF) {
  before = buildRef(process.env.BEFORE_REF);
  builds.push({
    label: process.env.BEFORE_REF,
    main: join(before.dir, 'backend', 'dist', 'main.js'),
    dist: join(before.dir, 'frontend', 'dist'),
  });
}

const results = new Map();
try {
  for (const [index, build] of builds.entries()) {
    const port = 3241 + index;
    build.app = await startApp(port, {
      withFrontend: true,
      main: build.main,
      env: { STATIC_DIR: build.dist },
    });
    build.url = `http://127.0.0.1:${port}`;
    await visit(build.url, CONTROLS[3], { started: true }); // warm-up: the server's caches
    build.inline = await inlineScriptBytes(build.url);
    build.landing = landingKiB(build.dist);
  }
  console.log(
    `first tap (median of ${ROUNDS}; 4x CPU, 150 ms RTT, 1.6 Mbit/s; goal ${GOAL_MS} ms)`,
  );
  for (const control of controls) {
    for (const build of builds) {
      const cold = [];
      const live = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        try {
          cold.push(await visit(build.url, control, { started: false }));
          live.push(await visit(build.url, control, { started: true }));
        } catch (error) {
          console.log(`  ${control.key} on ${build.label}: ${error.message.split('\n')[0]}`);
          break;
        }
      }
      if (process.env.DEBUG) console.log(control.key, build.label, cold, live);
      const row = {
        cold: cold.length ? median(cold) : null,
        live: live.length ? median(live) : null,
      };
      results.set(`${control.key}:${build.label}`, row);
      const show = (ms) => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);
      console.log(
        `${control.name} [${build.label}]: plain HTML ${show(row.cold)}, app running ${show(row.live)}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const build of builds) await build.app?.stop();
  before?.remove();
}

const cell = (ms) =>
  ms === null || ms === undefined ? 'n/a' : `${Math.round(ms).toLocaleString('en')} ms`;
const header = builds.flatMap((b) => [`${b.label}: plain HTML`, `${b.label}: app running`]);
console.log(`\n| First tap on … | ${header.join(' | ')} |`);
console.log(`| --- | ${header.map(() => '---').join(' | ')} |`);
for (const control of controls) {
  const cells = builds.flatMap((b) => {
    const row = results.get(`${control.key}:${b.label}`) ?? {};
    return [cell(row.cold), cell(row.live)];
  });
  console.log(`| ${control.name} | ${cells.join(' | ')} |`);
}
const perBuild = (text) => builds.flatMap((b) => [text(b), '']).join(' | ');
console.log(
  `| landing route's JavaScript (gzip) | ${perBuild((b) => `${b.landing.toFixed(1)} KiB`)} |`,
);
console.log(
  `| a page's inline scripts (gzip) | ${perBuild((b) => `${(b.inline / 1024).toFixed(1)} KiB`)} |`,
);
