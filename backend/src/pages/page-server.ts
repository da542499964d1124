import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { PublicCache } from '@/common/public-cache';
import { PRIVATE_NO_STORE } from '@/common/security-headers';
import { isPageLanguage, type PageFormAnswer } from '@/pages/page-form';
import { EARLY_CONTROLS_SCRIPT } from '@/pages/early-controls';
import { withEarnedNotes } from '@/pages/page-note';
import { PRE_PAINT_SCRIPT, SCRIPTS_ID } from '@/pages/pre-paint-script';
import { applyPageVariant, pageVariant } from '@/pages/preferences';
import { SetupService } from '@/setup/setup.service';

/**
 * Paths that belong to the API even where no route matches (an unknown `/api/…` keeps the API's
 * JSON 404). Every path a route answers is never a page (`handles`), whatever its prefix.
 */
export const API_PREFIXES = [
  '/api',
  '/public',
  '/config',
  '/verification',
  '/uploads',
  '/forms',
  '/feed',
  '/calendar',
  '/robots.txt',
  '/sitemap.xml',
];

const FILE_EXTENSION =
  /\.(?:m?js|cjs|css|map|json|webmanifest|txt|xml|html?|png|jpe?g|webp|gif|svg|ico|woff2?|pdf|br|gz)$/i;

/** The setup page (setup/): the one page while the site waits for its setup. */
const SETUP_PAGE = /^\/[a-z]{2}\/einrichtung\/?$/;

/** The account area is rendered in the browser (FRONTEND.md); every other page on the server. */
const CLIENT_ONLY = /^\/[a-z]{2}\/account(?:\/|$)/;

type RenderResult =
  | { kind: 'redirect'; location: string; status?: number }
  | {
      kind: 'page';
      status: number;
      lang: string;
      head: string;
      html: string;
      state: string;
      cacheable: boolean;
    };

/** The contract of frontend/dist-server/entry-server.cjs (frontend/src/entry-server.tsx). */
interface SsrEntry {
  init(fetch: (path: string, init: RequestInit) => Promise<Response>): Promise<unknown>;
  render(
    url: string,
    options: { origin: string; pageForm?: { name: string; answer: PageFormAnswer } },
  ): Promise<RenderResult>;
}

interface Template {
  /** index.html cut at its three placeholders: before head, head → app, app → state, after. */
  parts: [string, string, string, string];
  /**
   * The same for server-rendered pages: without the script and module-preload tags, which the
   * pre-paint script adds after the first paint from the `#vh-scripts` block at the end of
   * `scripts` (pre-paint-script.ts).
   */
  pageParts: [string, string, string, string];
  scripts: string;
}

/**
 * The query parameters of a page's address, per kind of page (`/:lang/…`, any case: the render
 * redirects another case to the page's own path). Every other parameter (utm_source, fbclid, a
 * made-up one, one that another page reads) is left out of the render and of the cache key: it
 * changes nothing on the page, and would otherwise cost a render and a cache entry per variant.
 * - `kept`: part of the address the page is kept under, in one spelling only (`canonical`); any
 *   other spelling (`seite=03`, `seite=1`, a second `seite`, another order) is answered with a
 *   301 to the address in its one spelling, before any render, and a value that names no page
 *   (`seite=0`, `seite=x`) is rendered as the page's 404 (the blog's render also answers 404
 *   past its last page); neither is kept.
 * - `unkept`: read by the page, which is then rendered for its address and never kept (the
 *   start page's course filter: free text; a post's like note: one visitor's answer).
 */
interface PageQuery {
  path: RegExp;
  kept: Record<string, (value: string) => Canonical>;
  unkept: Record<string, RegExp>;
}

/** A kept parameter's one spelling; '' for none (the address without it); NO_PAGE for a 404. */
type Canonical = string | typeof NO_PAGE;
const NO_PAGE = Symbol('no page');

/** A note a page shows after its form was sent without the app: that value, or left out. */
const note =
  (...values: string[]) =>
  (value: string): Canonical =>
    values.includes(value) ? value : '';

/**
 * The blog's page number (frontend features/blog/paging.ts): `2` to `99999`; page 1 is the
 * address without it; a number in another spelling (`03`) is that page; anything else no page.
 */
function pageNumber(value: string): Canonical {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1) return NO_PAGE;
  return Number(value) === 1 ? '' : String(Number(value));
}

/**
 * The start page's course filter (frontend features/courses/courseFilterUrl.ts, whose rules
 * decide; these are never stricter, so the render here reads what the app reads from the same
 * address).
 */
const COURSE_FILTER: Record<string, RegExp> = {
  sport: /^[a-z]{1,30}$/,
  // eslint-disable-next-line no-control-regex -- the search field holds no control characters
  suche: /^[^\u0000-\u001f\u007f]{1,80}$/,
  geschlecht: /^(männlich|weiblich|divers)$/,
  // An age as the field may hold it (AGE_INPUT): one that is none is rendered with its hint.
  // eslint-disable-next-line no-control-regex -- a field holds no control characters
  alter_von: /^[^\u0000-\u001f\u007f]{1,20}$/,
  // eslint-disable-next-line no-control-regex -- a field holds no control characters
  alter_bis: /^[^\u0000-\u001f\u007f]{1,20}$/,
};

const LANG = '^/[a-z]{2}';
const PAGE_QUERIES: PageQuery[] = [
  {
    // The start page: all courses, the note after its contact form (support.page.controller.ts).
    path: new RegExp(`${LANG}/$`),
    kept: { kurse: note('alle'), kontakt: note('gesendet') },
    unkept: COURSE_FILTER,
  },
  { path: new RegExp(`${LANG}/blog/?$`, 'i'), kept: { seite: pageNumber }, unkept: {} },
  // The dates' filter (frontend features/dates/pages/DatesPage.tsx): a department, a kind.
  {
    path: new RegExp(`${LANG}/termine/?$`, 'i'),
    kept: {},
    unkept: {
      // eslint-disable-next-line no-control-regex -- a department's name holds no control characters
      abteilung: /^[^\u0000-\u001f\u007f]{1,60}$/,
      art: /^(?:assembly|party|tournament|other|workshop|funrun)$/,
    },
  },
  // A post after its like button was posted without the app (posts.page.controller.ts), for the
  // browser that posted it only (page-note.ts: a shared address thanks nobody).
  {
    path: new RegExp(`${LANG}/beitrag/[^/]+/?$`, 'i'),
    kept: {},
    unkept: { like: /^(?:danke|schon)$/ },
  },
  // The trial training's pages after their forms were sent without the app (trials.page.controller.ts).
  {
    path: new RegExp(`${LANG}/probetraining/bestaetigen/?$`, 'i'),
    kept: { bestaetigt: note('gebucht', 'warteliste') },
    unkept: {},
  },
  {
    path: new RegExp(`${LANG}/probetraining/verwalten/?$`, 'i'),
    kept: { ergebnis: note('abgesagt', 'geloescht') },
    unkept: {},
  },
  {
    path: new RegExp(`${LANG}/probetraining/[^/]+/?$`, 'i'),
    kept: { anmeldung: note('gesendet') },
    unkept: {},
  },
  // The registration's pages likewise (registrations.page.controller.ts).
  {
    path: new RegExp(`${LANG}/anmeldung/bestaetigen/?$`, 'i'),
    kept: { bestaetigt: note('angemeldet', 'warteliste') },
    unkept: {},
  },
  {
    path: new RegExp(`${LANG}/anmeldung/verwalten/?$`, 'i'),
    kept: { ergebnis: note('abgesagt', 'geloescht') },
    unkept: {},
  },
  {
    path: new RegExp(`${LANG}/anmeldung/[^/]+/?$`, 'i'),
    kept: { anmeldung: note('gesendet') },
    unkept: {},
  },
];
const NO_QUERY: PageQuery = { path: /$/, kept: {}, unkept: {} };

/** A parameter that carries a secret (a mailed password link): rendered with it, never kept. */
const SECRET_PARAMS = ['token'];

/**
 * The address a page is rendered and cached under, whether its bytes may be kept, and where to
 * send a request that spells its kept parameters another way (`redirect`: a 301 there).
 */
export function pageAddress(url: string): {
  url: string;
  store: boolean;
  redirect?: string;
  /** The page may show one visitor's data (a mailed link's booking): kept by no cache. */
  personal?: boolean;
} {
  const [path = '/', query = ''] = url.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  if (SECRET_PARAMS.some((name) => params.has(name))) return { url, store: false, personal: true };
  const page = PAGE_QUERIES.find((kind) => kind.path.test(path)) ?? NO_QUERY;
  const read = new URLSearchParams();
  for (const name of Object.keys(page.unkept).sort()) {
    const value = params.get(name);
    if (value !== null && page.unkept[name]!.test(value)) read.set(name, value);
  }
  const kept = new URLSearchParams();
  let noPage = false;
  for (const name of Object.keys(page.kept).sort()) {
    const value = params.get(name);
    if (value === null) continue;
    const canonical = page.kept[name]!(value);
    if (canonical === NO_PAGE) {
      noPage = true;
      kept.set(name, value);
    } else if (canonical) kept.set(name, canonical);
  }
  const address = (search: string) => (search ? `${path}?${search}` : path);
  const canonical = address(kept.toString());
  // Filtered or a note for one visitor: rendered for its address, never kept, never redirected.
  if (read.size > 0 || noPage) {
    const all = new URLSearchParams([...kept, ...read].sort(([a], [b]) => a.localeCompare(b)));
    return { url: address(all.toString()), store: false };
  }
  // The kept parameters as the request spelled them, in its order: one spelling is kept.
  const spelled = query
    .split('&')
    .filter((part) => Object.hasOwn(page.kept, new URLSearchParams(part).keys().next().value ?? ''))
    .join('&');
  if (spelled !== kept.toString()) return { url: canonical, store: false, redirect: canonical };
  return { url: canonical, store: true };
}

const SHELL_NOSCRIPT =
  '<noscript>Bitte aktiviere JavaScript, um diesen Bereich zu nutzen.</noscript>';

/**
 * Answers page paths (GET, not the API, not a file): public pages rendered on the server with the
 * frontend's own components (entry-server), cached as bytes in PublicCache with the data keys they
 * show; the account area as the app shell the browser renders. Without a frontend build nothing
 * is answered here (the API's 404 stays).
 */
@Injectable()
export class PageServer {
  private readonly logger = new Logger(PageServer.name);
  private readonly template: Template | null;
  private readonly entryFile: string | null;
  private entry: SsrEntry | null = null;
  private fastify: FastifyInstance | null = null;
  /** The address of the visitor a render runs for (fetchPublic passes it on). */
  private readonly visitor = new AsyncLocalStorage<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: PublicCache,
    private readonly setup: SetupService,
  ) {
    const file = config.staticDir ? join(config.staticDir, 'index.html') : null;
    const html = file && existsSync(file) ? readFileSync(file, 'utf8') : null;
    // An index.html without the placeholders (an old build) still serves as the shell.
    this.template =
      html === null
        ? null
        : (cutTemplate(html) ?? {
            parts: [html, '', '', ''],
            pageParts: [html, '', '', ''],
            scripts: '',
          });
    const entry = config.staticDir
      ? join(dirname(config.staticDir), 'dist-server', 'entry-server.cjs')
      : null;
    this.entryFile = entry && existsSync(entry) ? entry : null;
    // A visitor's theme and cookie choice (cookies, for pages without JavaScript) are attributes
    // of `<html>`: one render per address, a variant of its bytes per choice.
    cache.usePageVariants({ variantOf: pageVariant, apply: applyPageVariant });
  }

  /** Loads the server render (app.factory.ts, once the routes exist): its data comes by inject. */
  async attach(fastify: FastifyInstance): Promise<void> {
    this.fastify = fastify;
    if (!this.entryFile || !this.template) return;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build output, loaded at run time
    const entry = require(this.entryFile) as SsrEntry;
    await entry.init((path, init) => this.fetchPublic(path, init));
    this.entry = entry;
  }

  handles(request: FastifyRequest): boolean {
    if (!this.template || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    // A registered route (/healthz, /readyz, /api/docs, a built file, any later controller) answers
    // itself: only what would be a 404 can be a page, so no list can miss a route.
    if (!request.is404) return false;
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (an old hashed asset, say) must be a 404, not HTML under a .js name.
    if (FILE_EXTENSION.test(path)) return false;
    return !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = request.url.split('?')[0] ?? '/';
    if (!SETUP_PAGE.test(path) && (await this.setupPending())) {
      // Nobody has claimed the site yet: no page of it is shown, only the notice that it is
      // being set up (the setup page without its link), never kept by any cache.
      const lang = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
      void reply
        .status(302)
        .header('location', `/${isPageLanguage(lang) ? lang : 'de'}/einrichtung`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send();
      return;
    }
    if (!this.entry || CLIENT_ONLY.test(path)) {
      this.sendShell(reply);
      return;
    }
    const entry = this.entry;
    // A one-time note (`?like=danke`) is rendered only for the browser that earned it (page-note).
    const address = pageAddress(withEarnedNotes(request, reply));
    if (address.redirect) {
      // Another spelling of a kept address: one answer per page, no render, nothing kept.
      void reply
        .status(301)
        .header('location', address.redirect)
        .header('cache-control', 'no-cache')
        .send();
      return;
    }
    try {
      await this.cache.sendPage(
        request,
        reply,
        async () => {
          // The cache keys its reads ask for (renders run concurrently; each records its own).
          const deps = new Set<string>();
          // The render's own reads count for the visitor (a mailed link's booking is a limited
          // public write: POST /public/trials/view), not for the server's own address.
          const result = await this.visitor.run(request.ip, () =>
            this.cache.recordReads(deps, () =>
              entry.render(address.url, { origin: this.config.publicUrl }),
            ),
          );
          if (result.kind === 'redirect') {
            const status = result.status === 301 ? 301 : 302;
            return { status, html: '', deps: [], location: result.location };
          }
          return {
            status: result.status,
            html: this.page(result),
            // The ETag leaves out the render's clock, so equal pages of two instances match.
            etagOf: this.page({ ...result, state: withoutRenderTimes(result.state) }),
            deps: [...deps],
            cacheable: result.cacheable,
          };
        },
        address,
      );
    } catch (error) {
      // A page that cannot be rendered on the server still works: the browser renders it.
      this.logger.error(`Server render failed for ${path}: ${String(error)}`);
      if (!reply.sent) this.sendShell(reply);
    }
  }

  /**
   * Whether the site still waits for its setup. Unknown (the database is away) counts as no: a
   * page that can be answered from the cache still is (docs/operations.md, "Database outages").
   */
  private async setupPending(): Promise<boolean> {
    try {
      return await this.setup.pending();
    } catch {
      return false;
    }
  }

  /** True when public pages are rendered here (a frontend build with its server render). */
  get rendersPages(): boolean {
    return this.entry !== null;
  }

  /**
   * The page of a form posted without the app, rendered again with the server's answer (a page
   * form's error: page-form.filter.ts) under the status of that answer. Holds what the visitor
   * typed: never kept, by no cache.
   */
  async sendFormAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    form: { name: string; status: number; answer: PageFormAnswer },
  ): Promise<void> {
    const path = request.url.split('?')[0] ?? '/';
    try {
      const result = await this.entry!.render(path, {
        origin: this.config.publicUrl,
        pageForm: { name: form.name, answer: form.answer },
      });
      if (result.kind === 'redirect') throw new Error(`redirected to ${result.location}`);
      void reply
        .status(form.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', PRIVATE_NO_STORE)
        .send(applyPageVariant(this.page(result), pageVariant(request.headers.cookie)));
    } catch (error) {
      this.logger.error(`Server render of a form answer failed for ${path}: ${String(error)}`);
      if (!reply.sent) this.sendShell(reply);
    }
  }

  private sendShell(reply: FastifyReply): void {
    const [start, , , end] = this.template!.parts;
    const head = `<title>Vereinsheim</title><meta name="robots" content="noindex">${this.prePaintScript()}`;
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `${start}${head}${this.template!.parts[1]}${SHELL_NOSCRIPT}${this.template!.parts[2]}${end}`,
      );
  }

  private page(result: Extract<RenderResult, { kind: 'page' }>): string {
    const [start, headToApp, appToState, end] = this.template!.pageParts;
    const state = `<script type="application/json" id="vh-state">${result.state}</script>${this.template!.scripts}${EARLY_CONTROLS_TAG}`;
    return (
      start.replace('<html lang="de">', `<html lang="${result.lang}">`) +
      this.prePaintScript() +
      result.head +
      headToApp +
      result.html +
      appToState +
      state +
      end
    );
  }

  private prePaintScript(): string {
    return `<script>${PRE_PAINT_SCRIPT}</script>`;
  }

  /**
   * The query functions' fetch on the server: the public API, answered in-process. A read is a
   * GET; the one POST a page reads with is the booking of a mailed link (POST
   * /public/trials/view: the token stays out of logs), sent from the visitor's address.
   */
  private async fetchPublic(path: string, init: RequestInit = {}): Promise<Response> {
    if (!this.fastify) throw new Error('PageServer is not attached');
    const post = init.method === 'POST' && SSR_POSTS.includes(path);
    // Awaited here, in the render's async context: the cache records the key it answers from.
    const answer = await this.fastify.inject({
      method: post ? 'POST' : 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(post ? { 'content-type': 'application/json' } : {}),
      },
      ...(post && typeof init.body === 'string' ? { payload: init.body } : {}),
      ...(this.visitor.getStore() ? { remoteAddress: this.visitor.getStore() } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }
}

/** The reads a server render may send as POST (their body holds a mailed link's token). */
const SSR_POSTS = ['/public/trials/view'];

/** The public controls' plain script before the app (early-controls), after the page's HTML. */
const EARLY_CONTROLS_TAG = EARLY_CONTROLS_SCRIPT ? `<script>${EARLY_CONTROLS_SCRIPT}</script>` : '';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page's state without the times of its render (`renderedAt`, and the queries'
 * `dehydratedAt`, `dataUpdatedAt`, `errorUpdatedAt`): what two renders of the same data at different moments, or
 * on two instances, still differ in.
 */
export function withoutRenderTimes(state: string): string {
  return state.replace(/"(renderedAt|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

function cut(html: string): [string, string, string, string] | null {
  const head = html.indexOf('<!--vh-head-->');
  const app = html.indexOf('<!--vh-app-->');
  const state = html.indexOf('<!--vh-state-->');
  if (head < 0 || app < 0 || state < 0) return null;
  return [
    html.slice(0, head),
    html.slice(head + '<!--vh-head-->'.length, app),
    html.slice(app + '<!--vh-app-->'.length, state),
    html.slice(state + '<!--vh-state-->'.length),
  ];
}

function cutTemplate(html: string): Template | null {
  const parts = cut(html);
  if (!parts) return null;
  const entry = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  // One entry script (Vite's build); anything else is left as it is.
  if (entry.length !== 1) return { parts, pageParts: parts, scripts: '' };
  const pageParts = cut(html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''))!;
  // `<` escaped: the file names cannot close the script element.
  const list = JSON.stringify({ entry: entry[0], preload }).replace(/</g, '\\u003c');
  return {
    parts,
    pageParts,
    scripts: `<script type="application/json" id="${SCRIPTS_ID}">${list}</script>`,
  };
}
