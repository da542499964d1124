import { Inject, Injectable } from '@nestjs/common';
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  registrationOffers,
  registrations,
  type RegistrationStatus,
  type RegistrationTarget,
} from '@/db/schema';

export type OfferRow = typeof registrationOffers.$inferSelect;
export type OfferInsert = typeof registrationOffers.$inferInsert;
export type RegistrationRow = typeof registrations.$inferSelect;
export type RegistrationInsert = typeof registrations.$inferInsert;

/** The places one counts against: an offer, or one track of a fun run's offer. */
export interface Pool {
  offerId: string;
  track: number | null;
}

const inPool = (pool: Pool): SQL =>
  and(
    eq(registrations.offerId, pool.offerId),
    pool.track === null ? isNull(registrations.track) : eq(registrations.track, pool.track),
  )!;

/** Registration offers and registrations; the only code that queries their tables. */
@Injectable()
export class RegistrationsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async offerById(id: string, tx: DbOrTx = this.db): Promise<OfferRow | null> {
    const [row] = await tx.select().from(registrationOffers).where(eq(registrationOffers.id, id));
    return row ?? null;
  }

  async offerOf(kind: RegistrationTarget, target: string): Promise<OfferRow | null> {
    const [row] = await this.db
      .select()
      .from(registrationOffers)
      .where(and(eq(registrationOffers.targetKind, kind), eq(registrationOffers.targetId, target)));
    return row ?? null;
  }

  async offers(): Promise<OfferRow[]> {
    return this.db.select().from(registrationOffers);
  }

  async insertOffer(values: OfferInsert): Promise<OfferRow> {
    const [row] = await this.db.insert(registrationOffers).values(values).returning();
    return row!;
  }

  async updateOffer(id: string, version: number, values: Partial<OfferInsert>) {
    const [row] = await this.db
      .update(registrationOffers)
      .set({ ...values, version: sql`${registrationOffers.version} + 1`, updatedAt: new Date() })
      .where(and(eq(registrationOffers.id, id), eq(registrationOffers.version, version)))
      .returning();
    return row ?? null;
  }

  async setDigestSent(id: string, day: string): Promise<void> {
    await this.db
      .update(registrationOffers)
      .set({ digestSentOn: day })
      .where(eq(registrationOffers.id, id));
  }

  /**
   * Serializes every change of one pool's places until the transaction ends (two confirmations
   * for the last place, a cancellation and a move up, a bib number), on every instance.
   */
  async lockPool(pool: Pool, tx: DbOrTx): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`registration:${pool.offerId}:${pool.track ?? '-'}`}))`,
    );
  }

  async countIn(pool: Pool, status: RegistrationStatus, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(inPool(pool), eq(registrations.status, status)));
    return row?.n ?? 0;
  }

  /** Confirmed and waiting registrations of an offer per track. */
  async counts(
    offerId: string,
  ): Promise<{ track: number | null; status: RegistrationStatus; n: number }[]> {
    return this.db
      .select({ track: registrations.track, status: registrations.status, n: count() })
      .from(registrations)
      .where(
        and(
          eq(registrations.offerId, offerId),
          inArray(registrations.status, ['confirmed', 'waiting']),
        ),
      )
      .groupBy(registrations.track, registrations.status);
  }

  async waitingList(pool: Pool, tx: DbOrTx = this.db): Promise<RegistrationRow[]> {
    return tx
      .select()
      .from(registrations)
      .where(and(inPool(pool), eq(registrations.status, 'waiting')))
      .orderBy(asc(registrations.queuedAt), asc(registrations.id));
  }

  /** The next start number of a track: its block (track 0: 1001…, track 1: 2001…) in order. */
  async nextBib(pool: Pool, tx: DbOrTx): Promise<number> {
    const base = ((pool.track ?? 0) + 1) * 1000;
    const [row] = await tx
      .select({ max: sql<number | null>`max(${registrations.bib})` })
      .from(registrations)
      .where(and(inPool(pool), isNotNull(registrations.bib)));
    return Math.max(row?.max ?? base, base) + 1;
  }

  async insert(values: RegistrationInsert, tx: DbOrTx = this.db): Promise<RegistrationRow> {
    const [row] = await tx.insert(registrations).values(values).returning();
    return row!;
  }

  async liveOf(offerId: string, email: string, name: string): Promise<RegistrationRow | null> {
    const [row] = await this.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.offerId, offerId),
          eq(registrations.email, email),
          sql`lower(${registrations.name}) = lower(${name})`,
          ne(registrations.status, 'cancelled'),
        ),
      );
    return row ?? null;
  }

  async byConfirmToken(hash: string, tx: DbOrTx = this.db): Promise<RegistrationRow | null> {
    const [row] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.confirmTokenHash, hash))
      .for('update');
    return row ?? null;
  }

  async byManageToken(hash: string): Promise<RegistrationRow | null> {
    const [row] = await this.db
      .select()
      .from(registrations)
      .where(eq(registrations.manageTokenHash, hash));
    return row ?? null;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<RegistrationRow | null> {
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id));
    return row ?? null;
  }

  async update(
    id: string,
    values: Partial<RegistrationInsert>,
    tx: DbOrTx,
  ): Promise<RegistrationRow> {
    const [row] = await tx
      .update(registrations)
      .set({ ...values, version: sql`${registrations.version} + 1`, updatedAt: new Date() })
      .where(eq(registrations.id, id))
      .returning();
    return row!;
  }

  async updateVersioned(
    id: string,
    version: number,
    values: Partial<RegistrationInsert>,
  ): Promise<RegistrationRow | null> {
    const [row] = await this.db
      .update(registrations)
      .set({ ...values, version: sql`${registrations.version} + 1`, updatedAt: new Date() })
      .where(and(eq(registrations.id, id), eq(registrations.version, version)))
      .returning();
    return row ?? null;
  }

  /** An offer's registrations that count or wait, by track, then in the order they came. */
  async ofOffer(offerId: string): Promise<RegistrationRow[]> {
    return this.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.offerId, offerId),
          inArray(registrations.status, ['confirmed', 'waiting']),
        ),
      )
      .orderBy(
        asc(registrations.track),
        asc(registrations.status),
        asc(registrations.queuedAt),
        asc(registrations.id),
      );
  }

  /** Registrations the organiser has not heard of yet (a digest). */
  async unnoticed(offerId: string): Promise<RegistrationRow[]> {
    return this.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.offerId, offerId),
          inArray(registrations.status, ['confirmed', 'waiting']),
          isNull(registrations.noticedAt),
        ),
      )
      .orderBy(asc(registrations.confirmedAt));
  }

  async markNoticed(ids: string[], tx: DbOrTx = this.db): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(registrations)
      .set({ noticedAt: new Date() })
      .where(inArray(registrations.id, ids));
  }

  async deleteExpired(now: Date): Promise<number> {
    const gone = await this.db
      .delete(registrations)
      .where(and(eq(registrations.status, 'unconfirmed'), lt(registrations.expiresAt, now)))
      .returning({ id: registrations.id });
    return gone.length;
  }

  /** Every registration whose target ended before `before` (retention). */
  async deleteEndedBefore(before: string): Promise<number> {
    const gone = await this.db
      .delete(registrations)
      .where(lt(registrations.endsOn, before))
      .returning({ id: registrations.id });
    return gone.length;
  }

  async ofEmail(email: string): Promise<RegistrationRow[]> {
    return this.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, email))
      .orderBy(asc(registrations.createdAt));
  }

  async deleteById(id: string): Promise<void> {
    await this.db.delete(registrations).where(eq(registrations.id, id));
  }

  async deleteOfEmail(email: string): Promise<number> {
    const gone = await this.db
      .delete(registrations)
      .where(eq(registrations.email, email))
      .returning({ id: registrations.id });
    return gone.length;
  }
}
