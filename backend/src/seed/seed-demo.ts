import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { PUBLISHED_DEMO_PASSWORD } from '@/config/env';
import {
  courseRevisions,
  courseTrainers,
  courses,
  departments,
  locations,
  timeSlots,
  trainers,
  users,
} from '@/db/schema';
import { hashPassword } from '@/auth/auth.service';
import { buildSnapshot } from '@/courses/course.mapper';
import { demoCourses, demoDepartments, demoTrainers, demoUsers } from '@/seed/demo-content';
import { demoLocations } from '@/seed/demo-locations';
import { seedDemoWorkshops } from '@/seed/demo-workshops';
import { seedDemoBlog } from '@/seed/demo-blog';
import { seedDemoSupport } from '@/seed/demo-support';
import { seedDemoUsersActivity } from '@/seed/demo-users';

/**
 * Fills an empty database with the demo club; every demo account gets `password` (the README's
 * published one outside production, DEMO_PASSWORD in it). Does nothing when any user exists, so it
 * is safe to call on every start.
 */
export async function seedDemo(
  db: Database,
  password: string = PUBLISHED_DEMO_PASSWORD,
): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
    { n: number },
  ];
  if (n > 0) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.insert(locations).values(demoLocations);
    const deptRows = await tx.insert(departments).values(demoDepartments).returning();
    const deptId = new Map(deptRows.map((d) => [d.name, d.id]));
    const userRows = await tx
      .insert(users)
      .values(
        demoUsers.map((u) => ({
          email: u.email,
          firstname: u.firstname,
          lastname: u.lastname,
          phone: u.phone ?? null,
          roles: u.roles,
          passwordHash,
          verified: true,
          departmentId: u.department ? deptId.get(u.department) : null,
        })),
      )
      .returning();
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    const trainerRows = await tx
      .insert(trainers)
      .values(
        demoTrainers.map((t) => ({
          firstname: t.firstname,
          lastname: t.lastname,
          email: t.email,
          phone: t.phone,
          userId: t.userEmail ? userId.get(t.userEmail) : null,
        })),
      )
      .returning();
    const trainerByKey = new Map(demoTrainers.map((t, i) => [t.key, trainerRows[i]!]));
    const admin = userRows.find((u) => u.roles.includes('admin'))!;
    await seedDemoBlog(tx, deptRows, userRows);

    for (const seed of demoCourses) {
      const department = deptRows.find((d) => d.name === seed.department)!;
      const [course] = await tx
        .insert(courses)
        .values({
          departmentId: department.id,
          title: seed.title,
          description: seed.description,
          info: seed.info,
          trialTraining: seed.trial_training,
          genders: seed.genders,
          categories: seed.categories,
          ageFrom: seed.age_from,
          ageTo: seed.age_to,
          members: seed.members,
          location: seed.location,
          website: seed.website ?? null,
          socialMedia: seed.social_media ?? {},
        })
        .returning();
      const courseTrainerRows = seed.trainers.map((key) => trainerByKey.get(key)!);
      await tx
        .insert(courseTrainers)
        .values(courseTrainerRows.map((t) => ({ courseId: course!.id, trainerId: t.id })));
      const slots = await tx
        .insert(timeSlots)
        .values(seed.times.map((t) => ({ courseId: course!.id, ...t })))
        .returning();
      if (seed.published === false) continue;
      const snapshot = buildSnapshot(
        {
          ...course!,
          department: { id: department.id, name: department.name, title: department.title },
          blockedByName: null,
        },
        courseTrainerRows.map((t) => ({ id: t.id, name: `${t.firstname} ${t.lastname}` })),
        slots,
      );
      const [revision] = await tx
        .insert(courseRevisions)
        .values({ courseId: course!.id, number: 1, snapshot, createdBy: admin.id })
        .returning();
      await tx
        .update(courses)
        .set({ publishedRevisionId: revision!.id, publishedAt: revision!.createdAt })
        .where(sql`${courses.id} = ${course!.id}`);
    }
    await seedDemoWorkshops(tx, {
      adminId: admin.id,
      workshopUserId: userId.get('workshop@tus-musterstadt.de')!,
    });
    await seedDemoSupport(tx);
    await seedDemoUsersActivity(tx);
  });
  return true;
}
