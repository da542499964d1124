import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '@test/utils/test-app';
import type { Client } from '@test/utils/http';
import type { createCourse, createWorld } from '@test/factories/factories';

/**
 * The permission matrix (spec section 6, docs/api.md) as data: one file of rows per feature
 * (`<feature>.matrix.ts`), joined in `index.ts`. permissions.int-spec.ts calls every row as every
 * actor; routes.int-spec.ts checks each row's declared `access` against the route's decorator.
 */
export type Actor = 'anonymous' | 'owner' | 'admin' | 'department' | 'workshop' | 'course';
export const ACTORS: Actor[] = ['anonymous', 'owner', 'admin', 'department', 'workshop', 'course'];
export type World = Awaited<ReturnType<typeof createWorld>>;

export interface Ctx {
  t: TestApp;
  world: World;
  /** A caller; fresh=true logs in anew (for calls that end the session). */
  client(actor: Actor, fresh?: boolean): Promise<Client>;
  /** A new course in the department user's department, trained by the course user. */
  target(): Promise<Awaited<ReturnType<typeof createCourse>>>;
}

export interface MatrixRow {
  /** `METHOD /path` as Nest registers it (`:id` for parameters). */
  route: string;
  /** The reviewed declaration: 'public' or the permission's value. */
  access: string;
  call(ctx: Ctx, client: Client, actor: Actor): Promise<LightMyRequestResponse>;
  /** Expected status per actor. */
  expect: Record<Actor, number>;
  fresh?: boolean;
}

/** Statuses for a permission route: anonymous 401, a role without the permission 404. */
export function allowed(roles: Actor[], status = 200): Record<Actor, number> {
  return Object.fromEntries(
    ACTORS.map((a) => [a, a === 'anonymous' ? 401 : roles.includes(a) ? status : 404]),
  ) as Record<Actor, number>;
}
export const everyone = (status = 200) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

export const STAFF_WITH_COURSES: Actor[] = ['owner', 'admin', 'department', 'course'];
export const MANAGERS: Actor[] = ['owner', 'admin', 'department'];
export const DECIDERS: Actor[] = ['owner', 'admin'];
export const LOGGED_IN: Actor[] = ['owner', 'admin', 'department', 'workshop', 'course'];
export const WORKSHOP_STAFF: Actor[] = ['owner', 'admin', 'workshop'];
