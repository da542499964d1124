import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { REQUEST_ID_HEADER, newRequestId } from '@/common/request-id';
import { isDatabaseUnavailable } from '@/common/database-unavailable';
import { ByteLru, type LruItem } from '@/common/byte-lru';
import { PRIVATE_NO_STORE } from '@/common/security-headers';

interface Entry extends LruItem<Entry> {
  /** The cache key the bytes are stored under. */
  key: string;
  /** A rendered page (its bytes have variants by the visitor's cookies). */
  page: boolean;
  /** When the bytes were made (Date.now()), for the safety expiry of several instances. */
  madeAt: number;
  /** 200, or another status a page was rendered with (only 200 is stored). */
  status: number;
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  /**
   * Flat [name, value, …] header lists for serveRaw, built once per entry; each ends with
   * X-Request-Id, whose value serveRaw sets just before it writes the list.
   */
  raw: { notModified: string[]; plain: string[]; gzip: string[] | null };
  /** The Vary header: pages also vary by the visitor's preference cookies (usePageVariants). */
  vary: string;
  /** Headers of a text answer beyond the usual ones (a calendar's Content-Disposition). */
  extra: [string, string][];
  /** A rendered page's variants for the visitor's choices, made once each from these bytes. */
  variants?: Map<string, Entry>;
  /** The GET URLs serveRaw finds these bytes by (learnUrl), forgotten with them. */
  urls: string[];
  /** A rendered page's data keys: it is taken off their dependents when it goes. */
  deps: string[];
}

/**
 * How a rendered page differs by the request's cookies (PageServer: the dark theme and the
 * accepted cookie notice as attributes of `<html>`, pages/preferences.ts): `variantOf` names the
 * variant ('' for none), `apply` makes its bytes from the page's.
 */
export interface PageVariants {
  variantOf(cookieHeader: string | undefined): string;
  apply(html: string, variant: string): string;
}

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const VARY = 'accept-encoding';
/** A page's bytes differ by the preference cookies (PageVariants): shared caches must know. */
const PAGE_VARY = 'accept-encoding, cookie';

/**
 * A change of the cache that the other instances must repeat (common/cache-bus.ts): the public
 * calls of invalidate, expire and invalidatePrefix, or everything (a listener that reconnected
 * may have missed changes).
 */
export type CacheChange =
  { op: 'invalidate' | 'expire' | 'prefix'; keys: string[] } | { op: 'all' };

/** How send() turns the loader's answer into bytes. */
export interface SendOptions {
  /**
   * The loader answers the whole body as text (robots.txt, the sitemap, the feeds), sent as is
   * with this content type; without it the answer is wrapped in the JSON envelope.
   */
  contentType?: string;
}

/**
 * What a text loader (`contentType` set) may answer instead of a plain string: the text and
 * headers that belong to these bytes (a calendar's Content-Disposition with its file name), kept
 * with the entry and sent with every hit.
 */
export interface TextAnswer {
  text: string;
  headers: Record<string, string>;
}

/** Below this size gzip costs more than it saves. */
const GZIP_MIN_BYTES = 1024;
/**
 * The bytes the cache keeps at most by default (PUBLIC_CACHE_MAX_MB): every body, gzip copy, page
 * variant, outage copy and learnt URL counted; past it the least recently used entries go.
 */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Spellings of an address learnt per entry (`/public/department/Turnen`, `…/turnen`); another
 * spelling is still answered from the entry, through Fastify, and costs no memory.
 */
const MAX_URLS_PER_ENTRY = 4;
/** What a stored entry costs beyond its bodies and strings: its objects and map slots (approx.). */
const ENTRY_OVERHEAD_BYTES = 512;
/** What a learnt URL costs beyond its characters: its map slot and string header (approx.). */
const URL_OVERHEAD_BYTES = 64;
const PAGE_PREFIX = 'page:';
/** Marks a rendered page whose loads all succeeded: the service worker keeps only those. */
export const COMPLETE_PAGE_HEADER = 'x-vh-complete';
/** While the database is down, a kept copy is served this long before the next try to reload. */
const FALLBACK_RETRY_MS = 5_000;

/**
 * Serialized bytes of public reads with a strong ETag and a pre-compressed copy: a hit costs no
 * query, no JSON.stringify and no gzip (DESIGN section 8). Writes that change what the public sees
 * call invalidate(); a load racing an invalidation is not stored. Bounded in bytes (maxBytes):
 * past it the least recently used entries go (evicted, not invalidated: they load again when
 * asked for).
 */
@Injectable()
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  private readonly generations = new Map<string, number>();
  /** The previous bytes of keys that expired by time (expire()), served while the database is down. */
  private readonly fallback = new Map<string, Entry>();
  /**
   * The stored entry a GET URL is answered from (serveRaw's one lookup): learnt from the answers,
   * only for addresses without a query string (a made-up query is answered from the same entry,
   * through Fastify, and remembered nowhere), at most MAX_URLS_PER_ENTRY per entry, and forgotten
   * when the entry goes.
   */
  private readonly byUrl = new Map<string, Entry>();
  /** Counts every stored thing and orders the entries by use. */
  private readonly memory = new ByteLru<Entry>();
  /** The byte budget (DEFAULT_MAX_BYTES, or PUBLIC_CACHE_MAX_MB through limitBytes). */
  private maxBytes = DEFAULT_MAX_BYTES;
  /** The keys the reads of one render asked for (recordReads): its page's dependencies. */
  private readonly reads = new AsyncLocalStorage<Set<string>>();
  /**
   * Derived keys (the sitemap, the feeds), or every key under a prefix (the calendar feeds, one
   * per id), and the key prefixes whose invalidation drops them.
   */
  private readonly derived: { keys: string[]; prefixes: string[]; sources: string[] }[] = [];
  /** The security headers every answer carries (flat list), for serveRaw. */
  private baseHeaders: string[] = [];
  /** Which pages were built from a key's data: a change of the key drops them too. */
  private readonly dependents = new Map<string, Set<string>>();
  /** Counts invalidations; a page whose render saw one is not stored (it may hold old data). */
  private epoch = 0;
  /** Where this instance's own changes go for the others (set by CacheBus); none alone. */
  private broadcast: ((change: CacheChange) => void) | null = null;
  /** How pages differ by the visitor's cookies (set by PageServer); none: one variant. */
  private pageVariants: PageVariants | null = null;

  /** Set once at start-up (app.factory.ts, PUBLIC_CACHE_MAX_MB); lowered by tests. */
  limitBytes(bytes: number): void {
    this.maxBytes = bytes;
    this.trim(null);
  }

  /** The bytes stored now, everything counted (for tests and diagnostics); never above the limit. */
  storedBytes(): number {
    return this.memory.bytes;
  }

  /** Set once by PageServer, before the server answers anything. */
  usePageVariants(variants: PageVariants): void {
    this.pageVariants = variants;
  }

  /** Several instances: each change made here is also handed to `send` for the others. */
  shareChanges(send: (change: CacheChange) => void): void {
    this.broadcast = send;
  }

  /** A change another instance made (or `all` after a gap): repeated here, not sent on. */
  applyChange(change: CacheChange): void {
    if (change.op === 'all') this.expireAll();
    else if (change.op === 'invalidate') this.invalidateHere(change.keys);
    else if (change.op === 'expire') this.expireHere(change.keys);
    else for (const prefix of change.keys) this.invalidatePrefixHere(prefix);
  }

  /**
   * Time made everything stale: every entry loads again on its next read (the previous bytes
   * stay the fallback for a database outage).
   */
  expireAll(): void {
    this.expireHere([...this.entries.keys()]);
  }

  /** Expires the entries made more than `maxAgeMs` ago (the safety expiry of several instances). */
  expireOlderThan(maxAgeMs: number, now = Date.now()): void {
    const old = [...this.entries].filter(([, entry]) => now - entry.madeAt > maxAgeMs);
    if (old.length > 0) this.expireHere(old.map(([key]) => key));
  }

  /** Set once at start-up (app.factory.ts), before the server answers anything. */
  useBaseHeaders(headers: Record<string, string>): void {
    this.baseHeaders = Object.entries(headers).flat();
  }

  /**
   * Answers a hit on the raw Node request, before Fastify builds a request, a reply or runs a hook
   * (the server's request handler in app.factory.ts calls this first): the same status, headers
   * and bytes as `hook`, at close to the cost of a bare node:http server. False on a miss, which
   * then takes the normal way through Fastify.
   */
  serveRaw(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const stored = this.byUrl.get(req.url);
    if (!stored) return false;
    this.memory.touch(stored);
    const entry = stored.page ? this.variant(stored, req.headers.cookie) : stored;
    const requestId = newRequestId(req.headers[REQUEST_ID_HEADER]);
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, withRequestId(entry.raw.notModified, requestId)).end();
    } else if (entry.raw.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(entry.status, withRequestId(entry.raw.gzip, requestId)).end(entry.gzip);
    } else {
      res.writeHead(entry.status, withRequestId(entry.raw.plain, requestId)).end(entry.body);
    }
    return true;
  }

  /**
   * A Fastify onRequest hook that answers cache hits before routing (registered after helmet, so
   * the security headers are set). Only URLs a @Public() controller answered through send() are
   * learnt; a miss takes the normal way through the guard and the controller.
   */
  readonly hook: onRequestHookHandler = (request, reply, done) => {
    const entry = request.method === 'GET' ? this.byUrl.get(request.url) : undefined;
    if (!entry) {
      done();
      return;
    }
    this.memory.touch(entry);
    this.reads.getStore()?.add(entry.key);
    this.write(request, reply, entry.page ? this.variant(entry, request.headers.cookie) : entry);
  };

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    options: SendOptions = {},
  ): Promise<void> {
    this.reads.getStore()?.add(key);
    const stored = this.entries.get(key);
    if (stored) this.memory.touch(stored);
    const entry = stored ?? (await this.loadOrFallback(key, load, options));
    // A query string changes nothing a controller answers: the address without one is learnt.
    if (!request.url.includes('?')) this.learnUrl(request.url, entry);
    this.write(request, reply, entry);
  }

  /** The cache key a public GET URL is answered from now, once it has been (for tests). */
  keyForUrl(url: string): string | undefined {
    return this.byUrl.get(url)?.key;
  }

  /**
   * Runs `read` (a page's render) and puts into `keys` every cache key a public read made during
   * it asked for (send or a hit in `hook`; Fastify's inject keeps the async context), whether or
   * not the read was answered: the data the page was built from.
   */
  recordReads<T>(keys: Set<string>, read: () => Promise<T>): Promise<T> {
    return this.reads.run(keys, read);
  }

  /**
   * A server-rendered page as bytes, like the public JSON: strong ETag, 304, a gzip copy, answered
   * from serveRaw on the next hit. `render` names the keys whose data the page shows; a change of
   * any of them drops the page. Only status 200 is stored; a 404 page is rendered each time.
   */
  async sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<{
      status: number;
      html: string;
      /** What the ETag is made from, when `html` holds more than its content (a clock). */
      etagOf?: string;
      deps: string[];
      location?: string;
      /** False: answer it, keep nothing (the page shows a failed load). */
      cacheable?: boolean;
    }>,
    /**
     * `url`: the page's address as rendered and kept (PageServer leaves out the query parameters
     * no page reads); `store: false` renders without keeping (an address with a secret in it);
     * `personal`: the page shows one visitor's data (a mailed link's booking), answered
     * `private, no-store` for no cache on the way to keep.
     */
    {
      url = request.url,
      store = true,
      personal = false,
    }: { url?: string; store?: boolean; personal?: boolean } = {},
  ): Promise<void> {
    const key = `${PAGE_PREFIX}${url}`;
    let entry = this.entries.get(key);
    if (entry) this.memory.touch(entry);
    else {
      const epoch = this.epoch;
      const generation = this.generations.get(key) ?? 0;
      const page = await render();
      if (page.location) {
        void reply
          .status(page.status === 301 ? 301 : 302)
          .header('location', page.location)
          .header('cache-control', 'no-cache')
          .send();
        return;
      }
      // Only a page with every load in it is marked for the service worker's page cache; never
      // one whose address carries a secret (a mailed link's token would be kept on the device).
      const complete = store && page.status === 200 && page.cacheable !== false;
      entry = this.makeEntry(key, Buffer.from(page.html), HTML_TYPE, page.status, {
        completePage: complete,
        etagOf: page.etagOf,
        vary: PAGE_VARY,
      });
      const unchanged = this.epoch === epoch && (this.generations.get(key) ?? 0) === generation;
      if (store && page.status === 200 && page.cacheable !== false && unchanged)
        this.storePage(key, url, entry, page.deps);
    }
    this.write(
      request,
      reply,
      this.variant(entry, request.headers.cookie),
      personal && !store ? PRIVATE_NO_STORE : CACHE_CONTROL,
    );
  }

  /**
   * The page's bytes for the variant the request's cookies ask for: the stored entry without one,
   * else its variant, made once (replace, gzip, ETag) and kept with it, so a hit stays a hit.
   */
  private variant(entry: Entry, cookieHeader: string | undefined): Entry {
    const variant = this.pageVariants?.variantOf(cookieHeader) ?? '';
    if (!variant) return entry;
    const kept = entry.variants?.get(variant);
    if (kept) return kept;
    const made = this.makeEntry(
      entry.key,
      Buffer.from(this.pageVariants!.apply(entry.body.toString(), variant)),
      entry.type,
      entry.status,
      {
        completePage: entry.raw.notModified.includes(COMPLETE_PAGE_HEADER),
        etag: `${entry.etag.slice(0, -1)}.${variant}"`,
        vary: PAGE_VARY,
      },
    );
    made.madeAt = entry.madeAt;
    // Kept with its page and counted with it, unless the page with it would not fit at all.
    if (entry.holds > 0 && entry.size + made.size > this.maxBytes) return made;
    (entry.variants ??= new Map()).set(variant, made);
    this.memory.resize(entry, made.size);
    this.trim(entry);
    return made;
  }

  /** The addresses of the rendered pages kept now (for tests and diagnostics). */
  keptPages(): string[] {
    return [...this.entries.keys()]
      .filter((key) => key.startsWith(PAGE_PREFIX))
      .map((key) => key.slice(PAGE_PREFIX.length));
  }

  private storePage(key: string, url: string, entry: Entry, deps: string[]): void {
    entry.deps = deps;
    if (!this.store(key, entry)) return;
    for (const dep of deps) {
      const set = this.dependents.get(dep) ?? new Set<string>();
      set.add(key);
      this.dependents.set(dep, set);
    }
    this.learnUrl(url, entry);
  }

  /**
   * Keeps `entry` under `key` (in place of what was there), counted, and makes room for it: the
   * least recently used entries go. False when it is bigger than the whole budget (answered,
   * not kept).
   */
  private store(key: string, entry: Entry): boolean {
    if (entry.size > this.maxBytes) return false;
    const old = this.entries.get(key);
    if (old === entry) return true;
    if (old) this.unstore(key, old);
    this.entries.set(key, entry);
    this.memory.hold(entry);
    this.trim(entry);
    return true;
  }

  /** Takes the entry off `entries`, with the URLs learnt for it and (a page) its dependencies. */
  private unstore(key: string, entry: Entry): void {
    this.entries.delete(key);
    for (const url of entry.urls) if (this.byUrl.get(url) === entry) this.byUrl.delete(url);
    this.memory.resize(entry, -entry.urls.reduce((sum, url) => sum + urlBytes(url), 0));
    entry.urls = [];
    for (const dep of entry.deps) {
      const pages = this.dependents.get(dep);
      if (pages?.delete(key) && pages.size === 0) this.dependents.delete(dep);
    }
    this.memory.release(entry);
  }

  private deleteEntry(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.unstore(key, entry);
  }

  private setFallback(key: string, entry: Entry): void {
    const old = this.fallback.get(key);
    if (old === entry) return;
    if (old) this.memory.release(old);
    this.fallback.set(key, entry);
    this.memory.hold(entry);
    this.trim(null);
  }

  private deleteFallback(key: string): void {
    const entry = this.fallback.get(key);
    if (!entry) return;
    this.fallback.delete(key);
    this.memory.release(entry);
  }

  /**
   * Past the budget the least recently used entries go, outage copies too, never `keep` (the
   * entry being stored or served). Evicted is not invalidated: no generation, no epoch, no
   * dependent page changes; the key loads again when asked for.
   */
  private trim(keep: Entry | null): void {
    while (this.memory.bytes > this.maxBytes) {
      const oldest = this.memory.least;
      if (!oldest || oldest === keep) return;
      if (this.entries.get(oldest.key) === oldest) this.unstore(oldest.key, oldest);
      if (this.fallback.get(oldest.key) === oldest) this.deleteFallback(oldest.key);
      // Not in either map (cannot happen): stop counting it rather than loop.
      if (oldest.holds > 0) {
        oldest.holds = 1;
        this.memory.release(oldest);
      }
    }
  }

  /**
   * Remembers that `url` (no query string) is answered from `entry`, if the entry is stored: a
   * few spellings per entry (a department's name in another case), counted with it.
   */
  private learnUrl(url: string, entry: Entry): void {
    if (this.entries.get(entry.key) !== entry || this.byUrl.get(url) === entry) return;
    if (entry.urls.length >= MAX_URLS_PER_ENTRY) return;
    const previous = this.byUrl.get(url);
    if (previous) {
      previous.urls = previous.urls.filter((known) => known !== url);
      this.memory.resize(previous, -urlBytes(url));
    }
    this.byUrl.set(url, entry);
    entry.urls.push(url);
    this.memory.resize(entry, urlBytes(url));
    this.trim(entry);
  }

  /** Takes the pages built from `key` off the dependency list, to drop or expire them. */
  private takeDependents(key: string): string[] {
    const pages = this.dependents.get(key);
    if (!pages) return [];
    this.dependents.delete(key);
    return [...pages];
  }

  /**
   * `keys` are built from other public data (the sitemap from posts and departments, a feed from
   * posts): whenever a key or prefix starting with one of `sources` is invalidated or expired, so
   * are they, whether or not the source key itself was cached. The matching is on the argument of
   * invalidate/expire/invalidatePrefix, so a write that names its feature's key or prefix reaches
   * every derived key without knowing it.
   */
  addDependents(keys: string[], sources: string[]): void {
    this.derived.push({ keys, prefixes: [], sources });
  }

  /**
   * As addDependents, for every key starting with `prefix` (keys made per id, such as one
   * calendar feed per course): a matching invalidation or expiry drops each such key that is
   * stored or loading, so a load that raced it is not stored either.
   */
  addDependentPrefix(prefix: string, sources: string[]): void {
    this.derived.push({ keys: [], prefixes: [prefix], sources });
  }

  /** A write changed what the public sees: the old bytes are gone for good, on every instance. */
  invalidate(...keys: string[]): void {
    this.invalidateHere(keys);
    this.broadcast?.({ op: 'invalidate', keys });
  }

  private invalidateHere(keys: string[]): void {
    this.epoch += 1;
    for (const key of keys) {
      this.drop(key);
      const pages = this.takeDependents(key);
      if (pages.length > 0) this.invalidateHere(pages);
    }
    this.cascade(keys, (key) => this.invalidateHere([key]));
  }

  private drop(key: string): void {
    this.deleteFallback(key);
    this.deleteEntry(key);
    this.loading.delete(key);
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  /** Runs `then` on every derived key whose sources match one of `changed` (keys or prefixes). */
  private cascade(changed: string[], then: (key: string) => void): void {
    if (!this.derived.length || !changed.length) return;
    const hit = new Set<string>();
    let present: string[] | null = null;
    for (const { keys, prefixes, sources } of this.derived) {
      const matches = changed.some((c) =>
        sources.some((source) => c.startsWith(source) || source.startsWith(c)),
      );
      if (!matches) continue;
      for (const key of keys) if (!changed.includes(key)) hit.add(key);
      if (prefixes.length === 0) continue;
      present ??= [...new Set([...this.entries.keys(), ...this.loading.keys()])];
      for (const key of present) {
        if (prefixes.some((prefix) => key.startsWith(prefix)) && !changed.includes(key))
          hit.add(key);
      }
    }
    for (const key of hit) then(key);
  }

  /**
   * Time made the bytes stale (a banner's window ended, view counts grew), no write did: reload on
   * the next read, but while the database cannot be reached keep answering the previous bytes
   * rather than 503.
   */
  expire(...keys: string[]): void {
    this.expireHere(keys);
    this.broadcast?.({ op: 'expire', keys });
  }

  private expireHere(keys: string[]): void {
    for (const key of keys) {
      const pages = this.dependents.get(key);
      if (pages) this.expireHere([...pages]);
      const entry = this.entries.get(key) ?? this.fallback.get(key);
      this.invalidateHere([key]);
      // A page keeps no outage copy: sendPage renders it anew, from its reads' outage copies.
      if (entry && !entry.page) this.setFallback(key, entry);
    }
    this.cascade(keys, (key) => this.expireHere([key]));
  }

  private async loadOrFallback(
    key: string,
    load: () => Promise<unknown>,
    options: SendOptions,
  ): Promise<Entry> {
    try {
      const entry = await this.load(key, load, options);
      this.deleteFallback(key);
      return entry;
    } catch (error) {
      const previous = this.fallback.get(key);
      if (!previous || !isDatabaseUnavailable(error)) throw error;
      // Serve it as a hit for a while (no request waits for the connect timeout), then try again.
      this.store(key, previous);
      setTimeout(() => {
        if (this.entries.get(key) === previous) this.expireHere([key]);
      }, FALLBACK_RETRY_MS).unref();
      return previous;
    }
  }

  /** Invalidates every key starting with `prefix` (e.g. one detail page per department name). */
  invalidatePrefix(prefix: string): void {
    this.invalidatePrefixHere(prefix);
    this.broadcast?.({ op: 'prefix', keys: [prefix] });
  }

  private invalidatePrefixHere(prefix: string): void {
    const keys = new Set([...this.entries.keys(), ...this.loading.keys()]);
    this.invalidateHere([...keys].filter((key) => key.startsWith(prefix)));
    this.cascade([prefix], (key) => this.invalidateHere([key]));
  }

  private write(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    cacheControl = CACHE_CONTROL,
  ): void {
    if (entry.raw.notModified.includes(COMPLETE_PAGE_HEADER))
      void reply.header(COMPLETE_PAGE_HEADER, '1');
    void reply
      .header('etag', entry.etag)
      .header('cache-control', cacheControl)
      .header('vary', entry.vary);
    for (const [name, value] of entry.extra) void reply.header(name, value);
    if (request.headers['if-none-match'] === entry.etag) {
      void reply.status(304).send();
      return;
    }
    void reply.status(entry.status).header('content-type', entry.type);
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (entry.gzip && acceptsGzip) {
      void reply.header('content-encoding', 'gzip').send(entry.gzip);
    } else {
      void reply.send(entry.body);
    }
  }

  private makeEntry(
    key: string,
    made: Buffer,
    type: string,
    status: number,
    options: {
      completePage?: boolean;
      /** What the ETag is made from, when not the bytes (PageServer: without the render's clock). */
      etagOf?: string;
      /** The ETag itself (a page's variant: its page's, marked with the variant). */
      etag?: string;
      vary?: string;
      /** Headers of a text answer (TextAnswer.headers). */
      extra?: [string, string][];
    } = {},
  ): Entry {
    const { completePage = false, etagOf, extra = [] } = options;
    const vary = options.vary ?? VARY;
    const body = ownBytes(made);
    const gzip = body.length >= GZIP_MIN_BYTES ? ownBytes(gzipSync(body)) : null;
    // A content hash: equal bytes (or equal content) have the same ETag on every instance.
    const etag =
      options.etag ??
      `"${createHash('sha1')
        .update(etagOf ?? body)
        .digest('base64url')}"`;
    const common = [
      ...this.baseHeaders,
      'etag',
      etag,
      'cache-control',
      CACHE_CONTROL,
      'vary',
      vary,
      ...(completePage ? [COMPLETE_PAGE_HEADER, '1'] : []),
      ...extra.flat(),
    ];
    const typed = [...common, 'content-type', type];
    const id = [REQUEST_ID_HEADER, ''];
    const raw = {
      notModified: [...common, ...id],
      plain: [...typed, 'content-length', String(body.length), ...id],
      gzip: gzip
        ? [...typed, 'content-encoding', 'gzip', 'content-length', String(gzip.length), ...id]
        : null,
    };
    // The header lists share the strings every entry has; their slots and this entry's strings count.
    const slots = raw.notModified.length + raw.plain.length + (raw.gzip?.length ?? 0);
    const size =
      ENTRY_OVERHEAD_BYTES +
      body.length +
      (gzip?.length ?? 0) +
      8 * slots +
      stringBytes(key) +
      stringBytes(etag) +
      extra.reduce((sum, [name, value]) => sum + stringBytes(name) + stringBytes(value), 0);
    return {
      key,
      page: key.startsWith(PAGE_PREFIX),
      madeAt: Date.now(),
      status,
      type,
      body,
      gzip,
      etag,
      vary,
      extra,
      raw,
      urls: [],
      deps: [],
      size,
      holds: 0,
      newer: null,
      older: null,
    };
  }

  private load(key: string, load: () => Promise<unknown>, options: SendOptions): Promise<Entry> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generations.get(key) ?? 0;
    const promise = load()
      .then((data) => {
        const text = options.contentType ? textAnswer(data) : null;
        const body = Buffer.from(
          text ? text.text : JSON.stringify({ success: true, message: 'OK', data }),
        );
        const entry = this.makeEntry(key, body, options.contentType ?? JSON_TYPE, 200, {
          extra: text ? Object.entries(text.headers) : [],
        });
        if ((this.generations.get(key) ?? 0) === generation) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }
}

/**
 * The bytes in a memory of their own: a small Buffer.from() is a slice of an 8 KiB pool and a
 * gzipSync() result one of a 16 KiB chunk, and a kept slice keeps all of it (uncounted).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** What a string costs at most (two bytes a character, as V8 keeps text beyond Latin-1). */
function stringBytes(text: string): number {
  return 2 * text.length;
}

/** What a learnt URL costs: its characters and its map slot. */
function urlBytes(url: string): number {
  return stringBytes(url) + URL_OVERHEAD_BYTES;
}

/** A text loader's answer: a string, or the text with its own headers. */
function textAnswer(data: unknown): TextAnswer {
  if (typeof data === 'object' && data !== null && 'text' in data && 'headers' in data)
    return data as TextAnswer;
  return { text: String(data), headers: {} };
}

/**
 * Sets the last value of a prepared header list (X-Request-Id) in place: writeHead turns the list
 * into bytes at once and keeps no reference, so one list serves every hit without a copy.
 */
function withRequestId(headers: string[], requestId: string): string[] {
  headers[headers.length - 1] = requestId;
  return headers;
}
