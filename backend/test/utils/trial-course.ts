import { as, type Client } from '@test/utils/http';
import type { TestApp } from '@test/utils/test-app';
import { createCourse, createLocation, createWorld } from '@test/factories/factories';

/**
 * A world with a published course of its trainer, Mondays 17:00–18:30 in a new hall, that takes
 * `places` trial bookings per training: what the suites of the public trial form book against.
 */
export async function trialWorld(t: TestApp, places: number) {
  const world = await createWorld(t.db);
  const hall = await createLocation(t.db);
  const admin: Client = as(t, (await t.login(world.admin.email)).token);
  const trainer: Client = as(t, (await t.login(world.courseUser.email)).token);
  const created = await createCourse(t.db, {
    departmentId: world.department.id,
    trainerIds: [world.trainer.id],
    title: 'Kinderturnen Probe',
    times: [{ day: 'Montag', start: '17:00', end: '18:30', location: hall.name }],
  });
  const published = await admin.post(`/api/course/publish/${created.course.id}`);
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  const set = await trainer.put('/api/trials/places', {
    _id: created.course.id,
    trial_places: places,
  });
  if (set.statusCode !== 200) throw new Error(`trial places: ${set.body}`);
  return {
    world,
    admin,
    trainer,
    course: { id: created.course.id, slot: created.slots[0]!.id },
  };
}
