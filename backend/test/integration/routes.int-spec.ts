import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { discoverRoutes, type DiscoveredRoute } from '@test/utils/routes';
import { CONTROLLERS, MATRIX } from '@test/integration/matrix';
import type { AccessDeclaration } from '@/auth/decorators/access.decorators';
import { AccessGuard } from '@/auth/guards/access.guard';
import { JwtStrategy } from '@/auth/jwt.strategy';
import { AppError, ErrorCode } from '@/common/app-error';

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
