import type { Actor, Ctx } from '@test/integration/matrix/matrix';

/** The world's user behind an actor (null for anonymous): rows whose target must be the caller's own. */
export function actorUserId(ctx: Ctx, actor: Actor): string | null {
  const { world } = ctx;
  const byActor: Record<Actor, string | null> = {
    anonymous: null,
    owner: world.owner.id,
    admin: world.admin.id,
    department: world.departmentUser.id,
    workshop: world.workshop.id,
    course: world.courseUser.id,
  };
  return byActor[actor];
}
