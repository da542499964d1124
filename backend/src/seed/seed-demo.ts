import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { PUBLISHED_DEMO_PASSWORD } from '@/config/env';
import {
  clubSettings,
  clubTextRevisions,
  clubTexts,
  courseRevisions,
  courseTrainers,
  courses,
  departmentRevisions,
  documents,
  departments,
  locations,
  funruns,
  venueClosures,
  timeSlots,
  trainers,
  users,
} from '@/db/schema';
import { hashPassword } from '@/auth/auth.service';
import { buildSnapshot } from '@/courses/course.mapper';
import { departmentSnapshot } from '@/departments/department.mapper';
import { demoCourses, demoDepartments, demoTrainers, demoUsers } from '@/seed/demo-content';
import { DEMO_CLOSURE, demoLocations, inVenue } from '@/seed/demo-locations';
import { DEMO_FUNRUN, DEMO_FUNRUN_VENUE } from '@/seed/demo-funrun';
import { addDays, berlinToday } from '@/schedule/schedule-rules';
import { seedDemoWorkshops } from '@/seed/demo-workshops';
import { seedDemoEvents } from '@/seed/demo-events';
import { seedDemoRegistrations } from '@/seed/demo-registrations';
import { demoClub } from '@/seed/demo-club';
import { demoFsjApplicationsFrom, demoTexts } from '@/seed/demo-texts';
import { seedDemoBlog } from '@/seed/demo-blog';
import { seedDemoSupport } from '@/seed/demo-support';
import { seedDemoUsersActivity } from '@/seed/demo-users';
import { demoImages, type Pictogram } from '@/seed/demo-images';
import type { FileStorage } from '@/files/file-storage';
import { storeDemoDocuments } from '@/seed/demo-documents';

/** The pictogram of each demo department's photo, icon and course pictures. */
const DEPARTMENT_PICTOGRAM: Record<string, Pictogram> = {
  Turnen: 'gymnastics',
  Leichtathletik: 'runner',
  Handball: 'ball',
  Kampfsport: 'martial',
  Yoga: 'yoga',
  Seniorensport: 'walking',
  Freizeitsport: 'swimming',
};
const pictogramOf = (department: string): Pictogram => DEPARTMENT_PICTOGRAM[department] ?? 'people';

/**
 * Fills an empty database with the demo club; every demo account gets `password` (the README's
 * published one outside production, DEMO_PASSWORD in it). Does nothing when any user exists, so it
 * is safe to call on every start. With `storage` (the uploads' FileStorage) every department,
 * course, workshop, post, news item, sponsor and venue gets a generated picture (demo-images.ts)
 * and the club's documents are stored (demo-documents.ts); without it there are none.
 */
export async function seedDemo(
  db: Database,
  password: string = PUBLISHED_DEMO_PASSWORD,
  storage: FileStorage | null = null,
): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
    { n: number },
  ];
  if (n > 0) return false;
  const images = demoImages(storage);
  // Pictures first (in parallel, outside the transaction); the courses' ones by department and
  // their position in it, so one department's courses show its pictogram in different colours.
  const seen = new Map<string, number>();
  const coursePictures = demoCourses.map((c) => {
    const n = seen.get(c.department) ?? 0;
    seen.set(c.department, n + 1);
    return { pictogram: pictogramOf(c.department), variant: n % 2 };
  });
  const [passwordHash, locationPhotos, deptPhotos, deptIcons, coursePhotos] = await Promise.all([
    hashPassword(password),
    Promise.all(demoLocations.map((l) => images.photo(l.picture))),
    Promise.all(demoDepartments.map((d) => images.photo({ pictogram: pictogramOf(d.name) }))),
    Promise.all(demoDepartments.map((d) => images.icon(pictogramOf(d.name)))),
    Promise.all(coursePictures.map((p) => images.photo(p))),
  ]);
  // The PDFs of the footer, the Formulare page and the newspaper, as uploads in the same storage.
  const documentRows = storage ? await storeDemoDocuments(storage) : [];
  await db.transaction(async (tx) => {
    await tx
      .insert(clubSettings)
      .values(demoClub)
      .onConflictDoUpdate({ target: clubSettings.id, set: demoClub });
    if (documentRows.length) await tx.insert(documents).values(documentRows);
    const venueRows = await tx
      .insert(locations)
      .values(
        demoLocations.map(({ picture: _, ...l }, i) => ({ ...l, photoUrl: locationPhotos[i] })),
      )
      .returning();
    // A closure to come (issue 25): every training there is off, the banner strip says so.
    const closed = venueRows.find((v) => v.name === DEMO_CLOSURE.venue);
    if (closed) {
      const today = berlinToday();
      await tx.insert(venueClosures).values({
        locationId: closed.id,
        fromDate: addDays(today, DEMO_CLOSURE.inDays),
        toDate: addDays(today, DEMO_CLOSURE.inDays + DEMO_CLOSURE.days - 1),
        reason: DEMO_CLOSURE.reason,
      });
    }
    // The spec's 2025 run (issue 36): data the club edits, starting at the sports ground.
    const funrunVenue = venueRows.find((v) => v.name === DEMO_FUNRUN_VENUE);
    await tx.insert(funruns).values({ ...DEMO_FUNRUN, locationId: funrunVenue?.id ?? null });
    const deptRows = await tx
      .insert(departments)
      .values(
        demoDepartments.map((d, i) => ({ ...d, photoUrl: deptPhotos[i], iconUrl: deptIcons[i] })),
      )
      .returning();
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
    await seedDemoBlog(tx, deptRows, userRows, images);
    // The club's texts, each with its first revision (as a save in the back office makes it).
    const texts = Object.entries(demoTexts).map(([key, text]) => ({
      key,
      de: text.de,
      en: text.en,
      applications_from: key === 'fsj' ? demoFsjApplicationsFrom(berlinToday()) : null,
    }));
    await tx.insert(clubTexts).values(
      texts.map(({ applications_from, ...t }) => ({
        ...t,
        applicationsFrom: applications_from,
        updatedBy: admin.id,
      })),
    );
    await tx
      .insert(clubTextRevisions)
      .values(texts.map((t) => ({ key: t.key, number: 1, snapshot: t, createdBy: admin.id })));

    for (const [i, seed] of demoCourses.entries()) {
      const department = deptRows.find((d) => d.name === seed.department)!;
      const [course] = await tx
        .insert(courses)
        .values({
          departmentId: department.id,
          title: seed.title,
          description: seed.description,
          info: seed.info,
          trialTraining: seed.trial_training,
          trialPlaces: seed.trial_places ?? 0,
          genders: seed.genders,
          categories: seed.categories,
          ageFrom: seed.age_from,
          ageTo: seed.age_to,
          members: seed.members,
          location: seed.location,
          photoUrl: coursePhotos[i],
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
        .values(seed.times.map((t) => ({ courseId: course!.id, ...inVenue(t, venueRows) })))
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
    // What the public sees of each public department is its first published revision.
    await tx.insert(departmentRevisions).values(
      deptRows
        .filter((d) => d.public)
        .map((d) => ({
          departmentId: d.id,
          number: 1,
          snapshot: departmentSnapshot(d),
          createdBy: admin.id,
        })),
    );
    await seedDemoWorkshops(
      tx,
      {
        adminId: admin.id,
        workshopUserId: userId.get('workshop@tus-musterstadt.de')!,
        venues: venueRows,
      },
      images,
    );
    await seedDemoRegistrations(tx, 'workshop@tus-musterstadt.de');
    await seedDemoEvents(tx, {
      adminId: admin.id,
      departments: deptRows,
      venues: venueRows,
      organiserEmail: 'abteilung@tus-musterstadt.de',
      organiserDepartment: 'Turnen',
    });
    await seedDemoSupport(tx);
    await seedDemoUsersActivity(tx);
  });
  return true;
}
