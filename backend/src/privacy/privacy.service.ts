import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { mapUser } from '@/users/user.mapper';
import { assertMayActOn } from '@/users/users.policy';
import { UsersRepository, type UserWithDepartment } from '@/users/users.repository';
import type { Acting } from '@/users/users.service';
import { PrivacyRepository } from '@/privacy/privacy.repository';
import type { UserDataExport } from '@/privacy/user-data-export';

const NOT_FOUND = 'Der Benutzer wurde nicht gefunden.';

/** A file to download: its name and its JSON text. */
export interface ExportFile {
  fileName: string;
  json: string;
}

/** The calendar day in the club's time zone, as YYYY-MM-DD. */
export function clubDate(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}

/** Data exports (GDPR Art. 15/20): one's own from the profile, any account's for user admins. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly repo: PrivacyRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  async exportOwn(user: AuthUser, ip: string): Promise<ExportFile> {
    const data = await this.collect(await this.find(user.id));
    await this.audit.record({
      action: 'user.exported',
      actor: user,
      entityType: 'user',
      entityId: user.id,
      details: { by: 'self' },
      ip,
    });
    return { fileName: `meine-daten_${clubDate()}.json`, json: JSON.stringify(data, null, 2) };
  }

  /** The same rules as any other act on an account: an admin may not export an owner's data. */
  async exportFor(id: string, by: Acting): Promise<ExportFile> {
    const target = await this.find(id);
    assertMayActOn(by.user, target, 'edit');
    const data = await this.collect(target);
    await this.audit.record({
      action: 'user.exported',
      actor: by.user,
      entityType: 'user',
      entityId: id,
      details: { by: 'admin' },
      ip: by.ip,
    });
    return {
      fileName: `nutzerdaten_${id.slice(0, 8)}_${clubDate()}.json`,
      json: JSON.stringify(data, null, 2),
    };
  }

  private async find(id: string): Promise<UserWithDepartment> {
    const row = await this.users.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  private async collect(user: UserWithDepartment): Promise<UserDataExport> {
    const email = user.email.toLowerCase();
    const trainer = await this.repo.trainer(user.id);
    const [sessions, tokens, audit, posts, news, courses, workshops, requests, support, trials] =
      await Promise.all([
        this.repo.sessions(user.id),
        this.repo.accountTokens(user.id),
        this.repo.audit(user.id, email),
        this.repo.posts(user.id),
        this.repo.news(user.id),
        this.repo.courses(user.id, trainer?.id ?? null),
        this.repo.workshops(user.id),
        this.repo.publishRequests(user.id),
        this.repo.supportRequests(email),
        this.repo.trialBookings(email),
      ]);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const { version: _version, updated_at: _updatedAt, ...profile } = mapUser(user);
    return {
      exported_at: new Date().toISOString(),
      profile: { ...profile, created_at: iso(user.createdAt)!, updated_at: iso(user.updatedAt)! },
      sessions: sessionsByLogin(sessions),
      account_links: tokens.map((t) => ({
        purpose: t.purpose,
        created_at: iso(t.createdAt)!,
        expires_at: iso(t.expiresAt)!,
        used_at: iso(t.usedAt),
      })),
      trainer: trainer
        ? {
            _id: trainer.id,
            firstname: trainer.firstname,
            lastname: trainer.lastname,
            email: trainer.email,
            phone: trainer.phone,
          }
        : null,
      // Who else acted is the club's staff's own data: only whether it was the account itself.
      audit: audit.map((a) => {
        const bySelf = a.actorId === user.id;
        return {
          at: iso(a.at)!,
          action: a.action,
          by_self: bySelf,
          entity_type: a.entityType,
          entity_id: a.entityId,
          details: a.details,
          ip: bySelf || a.actorId === null ? a.ip : null,
        };
      }),
      posts: posts.map((p) => ({
        _id: p.id,
        article_number: p.articleNumber,
        title: p.title,
        text: p.text,
        info: p.info,
        category: p.category,
        created_at: iso(p.createdAt)!,
        updated_at: iso(p.updatedAt)!,
      })),
      news: news.map((n) => ({
        _id: n.id,
        title: n.title,
        text: n.text,
        info: n.info,
        created_at: iso(n.createdAt)!,
        updated_at: iso(n.updatedAt)!,
      })),
      courses: courses.map((c) => ({
        _id: c.id,
        title: c.title,
        last_changed_by_you: c.updatedBy === user.id,
        updated_at: iso(c.updatedAt)!,
      })),
      workshops: workshops.map((w) => ({
        _id: w.id,
        title: w.title,
        updated_at: iso(w.updatedAt)!,
      })),
      publish_requests: requests.map((r) => ({
        _id: r.id,
        entity_type: r.entityType,
        entity_id: r.entityId,
        status: r.status,
        requested_at: iso(r.requestedAt)!,
        decided_at: iso(r.decidedAt),
        reason: r.reason,
      })),
      support_requests: support.map((s) => ({
        _id: s.id,
        name: s.name,
        email: s.email,
        phone: s.phone,
        subject: s.subject,
        message: s.message,
        done: s.done,
        created_at: iso(s.createdAt)!,
      })),
      trial_bookings: trials.map((b) => ({
        _id: b.id,
        course: b.course,
        date: b.date,
        name: b.name,
        email: b.email,
        age: b.age,
        guardian_name: b.guardianName,
        status: b.status,
        attended: b.attended,
        created_at: iso(b.createdAt)!,
      })),
    };
  }
}

type SessionRow = Awaited<ReturnType<PrivacyRepository['sessions']>>[number];

/** One entry per login: each refresh adds a row to its family, so the family is the session. */
function sessionsByLogin(rows: SessionRow[]): UserDataExport['sessions'] {
  const families = new Map<string, SessionRow[]>();
  for (const row of rows) families.set(row.familyId, [...(families.get(row.familyId) ?? []), row]);
  const now = Date.now();
  return [...families.values()].map((family) => {
    const times = (pick: (r: SessionRow) => Date | null) =>
      family
        .map(pick)
        .filter((d): d is Date => d !== null)
        .map((d) => d.getTime());
    const ended = times((r) => r.revokedAt);
    const expires = Math.max(...times((r) => r.expiresAt));
    return {
      started_at: new Date(Math.min(...times((r) => r.createdAt))).toISOString(),
      last_used_at: new Date(
        Math.max(...times((r) => r.createdAt), ...times((r) => r.rotatedAt)),
      ).toISOString(),
      expires_at: new Date(expires).toISOString(),
      ended_at: ended.length ? new Date(Math.min(...ended)).toISOString() : null,
      active: ended.length === 0 && expires > now,
    };
  });
}
