import { Injectable } from '@nestjs/common';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '@/db/client';
import { auditLog, courses, idempotencyKeys, supportRequests, users, workshops } from '@/db/schema';

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
    const email = person.email.trim().toLowerCase();
    const scrub = scrubber([email, `${person.firstname} ${person.lastname}`.trim()], pseudonym);

    // The audit log: entries the person made, and every mention of them in an entry's details.
    await tx
      .update(auditLog)
      .set({ actorEmail: pseudonym })
      .where(or(eq(auditLog.actorId, person.id), sql`lower(${auditLog.actorEmail}) = ${email}`));
    for (const row of await tx
      .select({ id: auditLog.id, details: auditLog.details })
      .from(auditLog)
      .where(mentions(auditLog.details, scrub.needles))) {
      await tx
        .update(auditLog)
        .set({ details: scrub.json(row.details) as Record<string, unknown> })
        .where(eq(auditLog.id, row.id));
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
    await tx.delete(supportRequests).where(sql`lower(${supportRequests.email}) = ${email}`);
  }
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
