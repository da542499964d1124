import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, dataOf, type Session } from '@/support/api';

export interface NewCourseAtVenue {
  /** The eight characters that make the venue's and the course's names unique. */
  stamp: string;
  venue: { _id: string; name: string };
  course: { _id: string; title: string };
  slot: { _id: string };
  department: { _id: string; name: string };
}

/**
 * A venue of its own and a published course there with one weekly slot, made by `admin` through
 * the API, so a test that cancels, closes or books changes nothing the demo or another test shows.
 * The course's trainer is the trainer entry of `trainer` (a demo user), else the first one.
 */
export async function courseAtNewVenue(
  request: APIRequestContext,
  admin: Session,
  options: {
    title: string;
    slot: { day: string; start: string; end: string };
    trainer?: Session;
    ages?: [number, number];
  },
): Promise<NewCourseAtVenue> {
  const headers = bearer(admin);
  const stamp = randomUUID().slice(0, 8);
  const venue = await dataOf<{ _id: string; name: string }>(
    await request.post('/api/locations', {
      headers,
      data: {
        name: `Halle ${stamp}`,
        description: 'Einfeldhalle.',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Am Sportpark 3',
      },
    }),
  );
  const [department] = await dataOf<{ _id: string; name: string }[]>(
    await request.get('/api/departments', { headers }),
  );
  const trainers = await dataOf<{ _id: string; name: string }[]>(
    await request.get('/api/trainers', { headers }),
  );
  const trainer = options.trainer
    ? trainers.find((t) => t.name === options.trainer!.user.fullname)
    : trainers[0];
  expect(
    trainer,
    `the trainer entry of ${options.trainer?.user.email ?? 'the demo'}`,
  ).toBeDefined();
  const [ageFrom, ageTo] = options.ages ?? [6, 10];
  const course = await dataOf<{ _id: string; title: string }>(
    await request.post('/api/courses', {
      headers,
      data: {
        department: department!._id,
        title: `${options.title} ${stamp}`,
        description: '<p>Turnen für alle.</p>',
        info: 'Bitte Hallenschuhe mitbringen.',
        trial_training: '<p>Jederzeit möglich.</p>',
        genders: ['männlich', 'weiblich', 'divers'],
        categories: ['turnen'],
        age_from: ageFrom,
        age_to: ageTo,
        members: 12,
        location: venue.name,
        trainers: [trainer!._id],
      },
    }),
  );
  const slot = await dataOf<{ _id: string }>(
    await request.post('/api/times', {
      headers,
      data: { course: course._id, ...options.slot, venue: venue._id },
    }),
  );
  await dataOf(await request.post(`/api/course/publish/${course._id}`, { headers }));
  return { stamp, venue, course, slot, department: department! };
}
