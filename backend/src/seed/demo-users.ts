import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { auditLog, pageViews, users } from '@/db/schema';

/** YYYY-MM-DD in the club's time zone, the day the dashboard counts by. */
const CLUB_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** Pages of the demo site and their relative popularity (views on an ordinary weekday). */
const PAGES: [path: string, weekday: number][] = [
  ['/de/', 60],
  ['/de/kurse', 34],
  ['/de/abteilungen', 18],
  ['/de/abteilungen/turnen', 9],
  ['/de/abteilungen/handball', 11],
  ['/de/blog', 14],
  ['/de/sportstaetten', 6],
  ['/de/volkslauf', 8],
  ['/en/', 5],
  ['/en/courses', 3],
];

/**
 * 90 days of page views for the dashboard chart (deterministic: weekends are quieter, the fun
 * run page peaks in its last two weeks) and a few audit entries of the demo admin.
 */
export async function seedDemoUsersActivity(tx: Tx): Promise<void> {
  const rows: (typeof pageViews.$inferInsert)[] = [];
  const today = new Date();
  // Calendar days back from today's date in Berlin (not 24-hour steps from now: across a daylight
  // saving change those would hit one day twice and skip another late in the evening).
  const [y, m, d] = CLUB_DATE.format(today).split('-').map(Number) as [number, number, number];
  for (let back = 89; back >= 0; back--) {
    const day = new Date(Date.UTC(y, m - 1, d - back));
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    for (const [i, [path, base]] of PAGES.entries()) {
      const wave = 1 + 0.25 * Math.sin((back + i * 7) / 5);
      const peak = path === '/de/volkslauf' && back < 14 ? 4 : 1;
      const count = Math.round(base * wave * peak * (weekend ? 0.6 : 1));
      if (count > 0) rows.push({ day: day.toISOString().slice(0, 10), path, count });
    }
  }
  await tx.insert(pageViews).values(rows).onConflictDoNothing();

  const [admin] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`'admin' = any(${users.roles})`)
    .limit(1);
  if (!admin) return;
  await tx.insert(auditLog).values([
    {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.created',
      entityType: 'user',
      details: { email: 'kurs@tus-musterstadt.de', roles: ['course'] },
      at: new Date(today.getTime() - 20 * 86_400_000),
    },
    {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'role.added',
      entityType: 'user',
      details: { email: 'workshop@tus-musterstadt.de', role: 'workshop' },
      at: new Date(today.getTime() - 12 * 86_400_000),
    },
  ]);
}
