import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { createUser } from '@test/factories/factories';
import { discoverRoutes, fastifyPaths, type DiscoveredRoute } from '@test/utils/routes';
import { CONTROLLERS, MATRIX } from '@test/integration/matrix';
import type { AccessDeclaration } from '@/auth/decorators/access.decorators';
import { AccessGuard } from '@/auth/guards/access.guard';
import { JwtStrategy } from '@/auth/jwt.strategy';
import { AppError, ErrorCode } from '@/common/app-error';
import { PageServer } from '@/pages/page-server';

const describeAccess = (a: AccessDeclaration | undefined) =>
  !a ? 'MISSING' : a.kind === 'public' ? 'public' : a.permission;

describe('route inventory (default deny)', () => {
  let t: TestApp;
  let routes: DiscoveredRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the controllers of every feature module', () => {
    expect(new Set(routes.map((r) => r.controller))).toEqual(new Set(CONTROLLERS));
  });

  it('fails on any handler without @Public() or @RequirePermission()', () => {
    const undeclared = routes
      .filter((r) => !r.access)
      .map((r) => `${r.route} (${r.controller}.${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('declares exactly the reviewed access for every route', () => {
    // The reviewed declarations live beside each route's matrix row (test/integration/matrix).
    const expected = Object.fromEntries(MATRIX.map((r) => [r.route, r.access]));
    expect(Object.fromEntries(routes.map((r) => [r.route, describeAccess(r.access)]))).toEqual(
      expected,
    );
  });

  it('keeps every /api route except login, refresh, logout and the password links behind a permission', () => {
    const publicApi = routes
      .filter((r) => r.route.includes(' /api/') && r.access?.kind === 'public')
      .map((r) => r.route);
    expect(publicApi.sort()).toEqual([
      'POST /api/forgotPassword',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/refresh',
      'POST /api/resetPassword',
      'POST /api/verifyAccount',
    ]);
  });

  it('has every discovered route registered with Fastify', () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const { route } of routes) {
      const [method, path] = route.split(' ') as [string, string];
      expect({ route, found: fastify.hasRoute({ method, url: path }) }).toEqual({
        route,
        found: true,
      });
    }
  });

  it('refuses a handler that declares nothing, even when called', async () => {
    const guard = new AccessGuard(new Reflector(), t.app.get(JwtStrategy));
    class Undeclared {
      handler() {}
    }
    const context = {
      getHandler: () => Undeclared.prototype.handler,
      getClass: () => Undeclared,
      switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/api/x', headers: {} }) }),
    } as unknown as ExecutionContext;
    await expect(guard.canActivate(context)).rejects.toMatchObject({
      code: ErrorCode.Internal,
    } satisfies Partial<AppError>);
  });
});

describe('routes with the frontend served (as npm start runs)', () => {
  const STATIC_DIR = resolve(__dirname, '../../../frontend/dist');
  let t: TestApp;
  let send: jest.SpyInstance;
  beforeAll(async () => {
    if (!existsSync(resolve(STATIC_DIR, 'index.html'))) {
      throw new Error(`Kein Frontend-Build unter ${STATIC_DIR}: zuerst \`npm run build\`.`);
    }
    t = await createTestApp({ STATIC_DIR });
    // A site that is set up (else every page leads to the setup notice).
    await createUser(t.db, { roles: ['owner'] });
    send = jest.spyOn(t.app.get(PageServer), 'send');
  });
  afterAll(() => t.close());

  it('answers every GET route itself, never with a page (probes, API docs, files, feeds)', async () => {
    const paths = fastifyPaths(t.app.getHttpAdapter().getInstance(), 'GET');
    expect(paths).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/docs']));
    const answeredByPages: string[] = [];
    for (const path of paths) {
      const url = path
        .replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\*$/, 'x');
      send.mockClear();
      const res = await t.request({ method: 'GET', url });
      if (send.mock.calls.length > 0 || /^\/[a-z]{2}\//.test(String(res.headers.location ?? '')))
        answeredByPages.push(`${path} (${res.statusCode})`);
    }
    expect(answeredByPages).toEqual([]);
  });

  it('answers the probes with their JSON, and a page path with a page', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'application/json; charset=utf-8',
      });
    }
    send.mockClear();
    expect((await t.request({ method: 'GET', url: '/de/' })).statusCode).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
