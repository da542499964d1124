import 'reflect-metadata';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RawServerDefault } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { PageServer } from '@/pages/page-server';
import { pageFormOf } from '@/pages/page-form';
import type { AppConfig } from '@/config/env';
import type { DatabaseHandle } from '@/db/client';
import { AppModule } from '@/app.module';
import { createValidationPipe } from '@/common/validation';
import { PublicCache } from '@/common/public-cache';
import { AppError, ErrorCode } from '@/common/app-error';
import { exceedsJsonDepth } from '@/common/json-depth';
import {
  privateAnswersHook,
  securityHeaders,
  securityHeadersHook,
} from '@/common/security-headers';
import { sameOriginHook } from '@/auth/same-origin';
import { REQUEST_ID_HEADER, requestContext, requestIdOf } from '@/common/request-id';
import { loggerParams } from '@/common/logging';
import { HealthState } from '@/health/health.state';

/** Fastify's default: longer than the keep-alive of common reverse proxies (no sporadic 502s). */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** JSON bodies; file uploads (issue 3) stream through their own multipart pipeline. */
const BODY_LIMIT = 1024 * 1024;

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Vereinsheim API')
    .setDescription(
      'API of the club website and back office (Vereinsheim). Envelope: { success, message, data }.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
  });
}

/** A hop count trusts that many proxies in front of the app (proxy-addr semantics). */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Builds the whole HTTP app (used by main.ts and by every HTTP test). */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
  /** logger false: no log at all (tests); logStream: JSON log lines go there instead of stdout. */
  opts: { logger?: boolean; logStream?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const silent = opts.logger === false && !opts.logStream;
  // Cache hits of public reads are answered by the Node server itself, before Fastify
  // (PublicCache.serveRaw); everything else, and every request before the app is ready, goes on.
  let cacheHit: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // `/de/` is the start page's address, and its contact form posts there (@Post(':lang'):
    // Nest drops a route's trailing slash).
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
      const server = createServer((req, res) => {
        if (!cacheHit?.(req, res)) handler(req, res);
      });
      // Fastify applies its server settings only to a server it creates itself.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, database, loggerParams(config, { silent, stream: opts.logStream })),
    adapter,
    silent ? { logger: false } : { bufferLogs: true },
  );
  if (!silent) app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  const health = app.get(HealthState);
  // First hook: every answer Fastify sends names its request (cache hits outside Fastify:
  // PublicCache.serveRaw), the request counts as in flight until its response is done (graceful
  // shutdown, health/drain.ts), and code run for it knows its id (audit log, log lines).
  fastify.addHook('onRequest', (request, reply, done) => {
    health.track(reply.raw);
    // Draining: a kept-alive connection (a browser's, a load balancer's) ends with this answer,
    // so the next request opens a new one, elsewhere once the balancer has noticed.
    if (health.isDraining) void reply.header('connection', 'close');
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  // Reading a body runs in the socket's async context, not the request's: enter it again.
  fastify.addHook('preHandler', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
  const cache = app.get(PublicCache);
  const headers = securityHeaders(config);
  cache.useBaseHeaders(headers);
  cache.limitBytes(config.publicCacheMaxBytes);
  // While draining every request goes through Fastify, to be counted and to close its connection.
  cacheHit = (req, res) => !health.isDraining && cache.serveRaw(req, res);
  fastify.addHook('onRequest', securityHeadersHook(headers));
  fastify.addHook('onRequest', privateAnswersHook);
  fastify.addHook('onRequest', sameOriginHook(config));
  // Cache hits of public reads are answered before routing (PublicCache.hook), and before the
  // plugins' own onRequest hooks (cookie parsing, multipart bookkeeping), which a hit needs not.
  // (The same for requests that do not come through the server, e.g. app.inject in tests.)
  fastify.addHook('onRequest', cache.hook);
  // Page paths (no route, not the API, not a file): server-rendered public pages and the account
  // shell, answered instead of the 404; cached pages were already answered by serveRaw or cache.hook.
  const pages = app.get(PageServer);
  fastify.addHook('onRequest', async (request, reply) => {
    if (!pages.handles(request)) return;
    await pages.send(request, reply);
    return reply;
  });
  await app.register(fastifyCookie);
  // Image uploads (files/image-upload.service.ts) read the stream themselves and stop at
  // uploadMaxBytes; busboy's own limit is one byte above, a backstop. JSON bodies are unaffected.
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes + 1, files: 1, fields: 10, parts: 11 },
  });
  // Action calls (publish, grant, block) carry no body, yet many clients send a JSON content type
  // with them; Fastify would refuse the empty body. Fastify's own parser (with its
  // prototype-poisoning protection) handles every non-empty body that does not nest too deep.
  const jsonParser = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      if (body.length === 0) return done(null, undefined);
      const text = body.toString('utf8');
      if (exceedsJsonDepth(text)) {
        return done(
          new AppError(ErrorCode.ValidationFailed, 'Die Anfrage ist zu tief verschachtelt.'),
        );
      }
      jsonParser(request, text, done);
    },
  );
  // HTML form posts: only the page forms take them (pages/page-form.decorator.ts). Any other
  // route refuses them, so another site's page cannot post a plain form to the API.
  app.useBodyParser<RawServerDefault>(
    'application/x-www-form-urlencoded',
    { bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      if (!pageFormOf(request)) {
        return done(
          new AppError(
            ErrorCode.UnsupportedMediaType,
            'Bitte sende die Anfrage als JSON (Content-Type: application/json).',
          ),
        );
      }
      const fields = new URLSearchParams(body.toString('utf8'));
      if (fields.has('__proto__')) {
        return done(new AppError(ErrorCode.ValidationFailed, 'Die Anfrage ist ungültig.'));
      }
      done(null, Object.fromEntries(fields));
    },
  );
  if (config.staticDir) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies (frontend/scripts/compress-dist.mjs); a client that
      // accepts them gets one with Content-Encoding and Vary: Accept-Encoding, without CPU spent.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed build assets never change; the shell and the service worker must revalidate.
        void reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.useGlobalPipes(createValidationPipe());
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  await app.init();
  await pages.attach(fastify);
  return app;
}
