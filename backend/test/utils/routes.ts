import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { TestApp } from '@test/utils/test-app';
import { ACCESS_KEY, type AccessDeclaration } from '@/auth/decorators/access.decorators';

export interface DiscoveredRoute {
  route: string;
  controller: string;
  handler: string;
  access: AccessDeclaration | undefined;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every handler Nest registered, with what it declared (via DiscoveryService, as Nest sees them). */
export function discoverRoutes(t: TestApp): DiscoveredRoute[] {
  // The app does not import DiscoveryModule; the service only needs the modules container.
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: DiscoveredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as () => unknown;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) continue; // a helper method, not a route
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const p of Array.isArray(path) ? path : [path]) {
        routes.push({
          route: `${method} ${join(prefix, p)}`,
          controller: controller.name,
          handler: name,
          access: reflector.getAllAndOverride<AccessDeclaration | undefined>(ACCESS_KEY, [
            handler,
            controller,
          ]),
        });
      }
    }
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Every path Fastify serves for `method` (Nest's controllers, Swagger UI, the built files), read
 * from `printRoutes`: its tree nests a path under the one it extends (`/sw.js` → `.map`), four
 * characters per level.
 */
export function fastifyPaths(fastify: { printRoutes(opts: object): string }, method: string) {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false, method }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]?.split(', ').includes(method)) paths.push(stack.join(''));
  }
  return paths;
}
