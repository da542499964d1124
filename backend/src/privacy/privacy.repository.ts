import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import {
  accountTokens,
  auditLog,
  courseTrainers,
  courses,
  news,
  posts,
  publishRequests,
  sessions,
  supportRequests,
  trialBookings,
  trainers,
  workshops,
} from '@/db/schema';

/** Reads everything stored about one account, for its data export (GDPR Art. 15 and 20). */
@Injectable()
export class PrivacyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Refresh sessions without their token hashes. */
  sessions(userId: string) {
    return this.db
      .select({
        familyId: sessions.familyId,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        rotatedAt: sessions.rotatedAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  }

  /** Password-reset and verification links without their token hashes. */
  accountTokens(userId: string) {
    return this.db
      .select({
        purpose: accountTokens.purpose,
        createdAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(eq(accountTokens.userId, userId))
      .orderBy(asc(accountTokens.createdAt));
  }

  /** Entries the account made, entries about it, and failed logins with its address. */
  audit(userId: string, email: string) {
    return this.db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        actorId: auditLog.actorId,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .where(
        or(
          eq(auditLog.actorId, userId),
          eq(auditLog.entityId, userId),
          sql`lower(${auditLog.details}->>'email') = ${email}`,
          sql`${auditLog.details}->>'userId' = ${userId}`,
        ),
      )
      .orderBy(desc(auditLog.at));
  }

  posts(userId: string) {
    return this.db
      .select({
        id: posts.id,
        articleNumber: posts.articleNumber,
        title: posts.title,
        text: posts.text,
        info: posts.info,
        category: posts.category,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .where(eq(posts.ownerId, userId))
      .orderBy(asc(posts.createdAt));
  }

  news(userId: string) {
    return this.db
      .select({
        id: news.id,
        title: news.title,
        text: news.text,
        info: news.info,
        createdAt: news.createdAt,
        updatedAt: news.updatedAt,
      })
      .from(news)
      .where(eq(news.createdBy, userId))
      .orderBy(asc(news.createdAt));
  }

  /** The trainer entry linked to the account (name and contact shown with its courses). */
  async trainer(userId: string) {
    const [row] = await this.db.select().from(trainers).where(eq(trainers.userId, userId));
    return row ?? null;
  }

  /** Courses the account trains (through its trainer entry) or changed last. */
  async courses(userId: string, trainerId: string | null) {
    const trained = trainerId
      ? (
          await this.db
            .select({ id: courseTrainers.courseId })
            .from(courseTrainers)
            .where(eq(courseTrainers.trainerId, trainerId))
        ).map((r) => r.id)
      : [];
    return this.db
      .select({
        id: courses.id,
        title: courses.title,
        updatedBy: courses.updatedBy,
        updatedAt: courses.updatedAt,
      })
      .from(courses)
      .where(
        trained.length
          ? or(inArray(courses.id, trained), eq(courses.updatedBy, userId))
          : eq(courses.updatedBy, userId),
      )
      .orderBy(asc(courses.title));
  }

  /** Workshops the account changed last. */
  workshops(userId: string) {
    return this.db
      .select({ id: workshops.id, title: workshops.title, updatedAt: workshops.updatedAt })
      .from(workshops)
      .where(eq(workshops.updatedBy, userId))
      .orderBy(asc(workshops.title));
  }

  publishRequests(userId: string) {
    return this.db
      .select({
        id: publishRequests.id,
        entityType: publishRequests.entityType,
        entityId: publishRequests.entityId,
        status: publishRequests.status,
        requestedAt: publishRequests.requestedAt,
        decidedAt: publishRequests.decidedAt,
        reason: publishRequests.reason,
      })
      .from(publishRequests)
      .where(eq(publishRequests.requestedBy, userId))
      .orderBy(asc(publishRequests.requestedAt));
  }

  /** Contact-form messages sent from the account's address. */
  supportRequests(email: string) {
    return this.db
      .select({
        id: supportRequests.id,
        name: supportRequests.name,
        email: supportRequests.email,
        phone: supportRequests.phone,
        subject: supportRequests.subject,
        message: supportRequests.message,
        done: supportRequests.done,
        createdAt: supportRequests.createdAt,
      })
      .from(supportRequests)
      .where(sql`lower(${supportRequests.email}) = ${email}`)
      .orderBy(asc(supportRequests.createdAt));
  }

  /** Trial trainings booked with the account's address (a visitor's own booking, issue 25). */
  trialBookings(email: string) {
    return this.db
      .select({
        id: trialBookings.id,
        course: courses.title,
        date: trialBookings.date,
        name: trialBookings.name,
        email: trialBookings.email,
        age: trialBookings.age,
        guardianName: trialBookings.guardianName,
        status: trialBookings.status,
        attended: trialBookings.attended,
        createdAt: trialBookings.createdAt,
      })
      .from(trialBookings)
      .innerJoin(courses, eq(courses.id, trialBookings.courseId))
      .where(sql`lower(${trialBookings.email}) = ${email}`)
      .orderBy(asc(trialBookings.date));
  }

  /** Refresh sessions past their expiry: they can never be used again. Returns how many. */
  async deleteExpiredSessions(now: Date): Promise<number> {
    const gone = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    return gone.length;
  }

  /** Reset and verification links past their expiry (one hour). Returns how many. */
  async deleteExpiredAccountTokens(now: Date): Promise<number> {
    const gone = await this.db
      .delete(accountTokens)
      .where(lt(accountTokens.expiresAt, now))
      .returning({ id: accountTokens.id });
    return gone.length;
  }
}
