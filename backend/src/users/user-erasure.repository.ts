import { Injectable } from '@nestjs/common';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '@/db/client';
import {
  auditLog,
  courses,
  idempotencyKeys,
  supportRequests,
  trialBookings,
  users,
  workshops,
} from '@/db/schema';

/** What the log and the club's records say instead of a deleted person's name or address. */
export function pseudonymFor(userId: string): string {
  return `Gelöschter Nutzer ${userId.slice(0, 8)}`;
}

/** The personal data of one account that must not outlive it. */
export interface ErasedPerson {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * Erases a deleted account's personal data outside its own row (GDPR Art. 17), in the transaction
 * that deletes the row. What the club's records need stays, without the person: an audit entry
 * keeps its action and time with a pseudonym instead of the name and address; posts, news, publish
 * requests and revisions keep existing (their user columns are set null by the foreign keys).
 * Sessions and account tokens go with the row (ON DELETE CASCADE).
 */
@Injectable()
export class UserErasureRepository {
  async erase(tx: Tx, person: ErasedPerson): Promise<void> {
    const pseudonym = pseudonymFor(person.id);
    const earlier = await this.earlierIdentities(tx, person.id);
    const emails = [
      ...new Set(
        [person.email, ...earlier.emails]
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e.length > 0 && e !== pseudonym.toLowerCase()),
      ),
    ];
    const names = [`${person.firstname} ${person.lastname}`.trim(), ...earlier.names].filter(
      (n) => n !== pseudonym,
    );
    const scrub = scrubber([...emails, ...names], pseudonym);

    // The audit log: entries the person made, entries about them, and every mention of any of
    // their addresses or names (current or earlier) in an entry's details.
    await tx
      .update(auditLog)
      .set({ actorEmail: pseudonym })
      .where(or(eq(auditLog.actorId, person.id), lowerIn(auditLog.actorEmail, emails)));
    for (const row of await tx
      .select({ id: auditLog.id, details: auditLog.details })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, person.id)),
          eq(auditLog.actorId, person.id),
          mentions(auditLog.details, scrub.needles),
        ),
      )) {
      const details = scrub.json(row.details) as Record<string, unknown>;
      if (JSON.stringify(details) === JSON.stringify(row.details)) continue;
      await tx.update(auditLog).set({ details }).where(eq(auditLog.id, row.id));
    }

    // Stored replies of writes (a short-lived replay cache) that are the person's own or show
    // them (e.g. the admin's "user created" reply): deleted, a replay then runs anew.
    await tx
      .delete(idempotencyKeys)
      .where(
        or(
          eq(idempotencyKeys.scope, person.id),
          mentions(idempotencyKeys.responseBody, [...scrub.needles, person.id]),
        ),
      );

    // "Last changed by" without a foreign key: set null without a new version (no sync conflict).
    for (const table of [courses, workshops]) {
      await tx.update(table).set({ updatedBy: null }).where(eq(table.updatedBy, person.id));
    }
    await tx.update(users).set({ updatedBy: null }).where(eq(users.updatedBy, person.id));

    // Contact-form messages sent from the address: the person's own words, deleted.
    await tx.delete(supportRequests).where(lowerIn(supportRequests.email, emails));
    // Trial trainings booked with the address (issue 25): the visitor's data, deleted. A place
    // they held is free for the next booking; nobody on the waiting list is moved up into it here
    // (TrialsService.erasePerson does that for a visitor's request without an account).
    await tx.delete(trialBookings).where(lowerIn(trialBookings.email, emails));
  }

  /**
   * Addresses and names the person had before (an admin or they themself may have changed them):
   * the log keeps them as they were. Found in the entries about the account (created, blocked,
   * role changes: `details.email`; `details.name`), in "trainer created" entries linked to it
   * (`details.userId`), and as the actor's address of the entries they made.
   */
  private async earlierIdentities(
    tx: Tx,
    id: string,
  ): Promise<{ emails: string[]; names: string[] }> {
    const about = or(
      and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)),
      sql`${auditLog.details}->>'userId' = ${id}`,
    );
    const rows = await tx
      .select({
        // The details of the person's own actions name others; only the actor address is theirs.
        email: sql<string | null>`case when ${about} then ${auditLog.details}->>'email' end`,
        name: sql<string | null>`case when ${about} then ${auditLog.details}->>'name' end`,
        actorEmail: sql<
          string | null
        >`case when ${auditLog.actorId} = ${id} then ${auditLog.actorEmail} end`,
      })
      .from(auditLog)
      .where(or(about, eq(auditLog.actorId, id)));
    const emails = new Set<string>();
    const names = new Set<string>();
    for (const row of rows) {
      if (row.actorEmail?.includes('@')) emails.add(row.actorEmail);
      if (row.email?.includes('@')) emails.add(row.email);
      if (row.name?.trim()) names.add(row.name.trim());
    }
    return { emails: [...emails], names: [...names] };
  }
}

/** `lower(column)` is one of the (lower-case) values; false for none. */
function lowerIn(column: AnyPgColumn, values: string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`lower(${column}) in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * A jsonb column whose text contains any needle, as JSON writes it (so quotes match too): as
 * written, or lower-cased on both sides (lower() may leave non-ASCII letters alone, hence both).
 */
function mentions(column: AnyPgColumn, needles: string[]): SQL {
  return or(
    ...needles.flatMap((n) => {
      const text = JSON.stringify(n).slice(1, -1);
      return [
        sql`strpos(${column}::text, ${text}) > 0`,
        sql`strpos(lower(${column}::text), ${text.toLowerCase()}) > 0`,
      ];
    }),
  )!;
}

/** Replaces every needle (case-insensitive) in the strings of a JSON value. */
export function scrubber(raw: string[], replacement: string) {
  const needles = [...new Set(raw.map((n) => n.trim()).filter((n) => n.length > 0))];
  const pattern = new RegExp(
    needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'gi',
  );
  const json = (value: unknown): unknown => {
    if (needles.length === 0) return value;
    if (typeof value === 'string') return value.replace(pattern, replacement);
    if (Array.isArray(value)) return value.map(json);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, json(v)]));
    }
    return value;
  };
  return { needles, json };
}
