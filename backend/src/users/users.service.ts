import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import type { Role } from '@/auth/permissions';
import { hashPassword } from '@/auth/auth.service';
import { AuditService } from '@/audit/audit.service';
import { AccountLinksService } from '@/account/account-links.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '@/common/pg-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { EntityImageService } from '@/files/entity-image.service';
import { PUBLIC_POSTS_PREFIX } from '@/posts/post-cache';
import { PUBLIC_NEWS_KEY } from '@/news/news-cache';
import { PUBLIC_USERS_KEY } from '@/users/user-cache';
import {
  USER_PHOTO,
  UsersRepository,
  type UserValues,
  type UserWithDepartment,
} from '@/users/users.repository';
import { mapPublicUser, mapUser } from '@/users/user.mapper';
import { UserErasureRepository, pseudonymFor } from '@/users/user-erasure.repository';
import {
  assertCreatesOnlyAllowedRoles,
  assertDepartmentForRole,
  assertKeepsARole,
  assertMayActOn,
  assertMayToggleRole,
  assertNotLastOwner,
} from '@/users/users.policy';
import type { UserDto } from '@/users/dto/user.dto';
import type {
  CreateUserDto,
  FixEmailsResultDto,
  PublicUserDto,
  UpdateUserDto,
  UserListQueryDto,
  UserPageDto,
} from '@/users/dto/user-input.dto';

const NOT_FOUND = 'Der Benutzer wurde nicht gefunden.';

/** Client context of an admin action, for the audit log. */
export interface Acting {
  user: AuthUser;
  ip: string;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly links: AccountLinksService,
    private readonly audit: AuditService,
    private readonly cache: PublicCache,
    private readonly images: EntityImageService,
    private readonly erasure: UserErasureRepository,
  ) {}

  async list(query: UserListQueryDto): Promise<UserPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 25;
    const [{ rows, total }, activeOwners] = await Promise.all([
      this.repo.list({
        limit,
        offset: (page - 1) * limit,
        sort: query.sort ?? 'lastname',
        order: query.order ?? 'asc',
        search: query.search?.trim() || undefined,
      }),
      this.repo.activeOwnerIds(),
    ]);
    return { items: rows.map(mapUser), total, page, limit, activeOwners };
  }

  async publicList(): Promise<PublicUserDto[]> {
    return (await this.repo.publicList()).map(mapPublicUser);
  }

  /** Creates the account without a usable password and mails the link that sets one. */
  async create(dto: CreateUserDto, by: Acting): Promise<UserDto> {
    assertCreatesOnlyAllowedRoles(by.user, dto.roles);
    const roles = [...new Set(dto.roles)];
    assertDepartmentForRole(roles, dto.department ?? null);
    const row = await this.repo
      .insert({
        ...this.toValues(dto, by.user.id),
        roles,
        // Nobody knows this password; the verification link sets the real one.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      })
      .catch((error: unknown) => {
        throw this.constraintError(error);
      });
    // The account exists either way; a failed mail is logged and the link can be sent again.
    this.links.sendInBackground(row, 'verify');
    await this.audit.record({
      action: 'user.created',
      actor: by.user,
      entityType: 'user',
      entityId: row.id,
      details: { email: row.email, roles },
      ip: by.ip,
    });
    this.invalidatePublic();
    return mapUser(row);
  }

  async update(dto: UpdateUserDto, version: number, by: Acting): Promise<UserDto> {
    const target = await this.find(dto._id);
    assertMayActOn(by.user, target, 'edit');
    assertDepartmentForRole(target.roles, dto.department ?? null);
    const row = await this.repo
      .updateVersioned(dto._id, version, this.toValues(dto, by.user.id))
      .catch((error: unknown) => {
        throw this.constraintError(error);
      });
    if (!row) {
      throw AppError.versionConflict(
        'Der Benutzer wurde inzwischen von jemand anderem geändert.',
        mapUser(await this.find(dto._id)),
      );
    }
    if (row.email !== target.email) {
      // Links mailed to the old address must not open the account any more, and whoever is
      // logged in with it logs in again; an invitation goes to the new address.
      await this.links.voidAll(row.id);
      await this.repo.revokeSessions(row.id);
      if (!row.verified) this.links.sendInBackground(row, 'verify');
    }
    await this.recordIdentityChange('user.updated', target, row, by);
    this.invalidatePublic();
    return mapUser(row);
  }

  /**
   * A changed address or name is recorded with the values before, so that erasing the account
   * later also finds what it was called then (failed logins typed with an old address, say).
   */
  private async recordIdentityChange(
    action: 'user.updated' | 'profile.updated',
    before: { id: string; email: string; firstname: string; lastname: string },
    after: { email: string; firstname: string; lastname: string },
    by: { user: AuthUser; ip?: string },
  ): Promise<void> {
    const name = (u: { firstname: string; lastname: string }) =>
      `${u.firstname} ${u.lastname}`.trim();
    const details: Record<string, string> = {};
    if (after.email !== before.email) details.email = before.email;
    if (name(after) !== name(before)) details.name = name(before);
    if (Object.keys(details).length === 0) return;
    await this.audit.record({
      action,
      actor: by.user,
      entityType: 'user',
      entityId: before.id,
      details,
      ip: by.ip,
    });
  }

  /** Own profile: name and phone only, the same version rule. */
  async updateProfile(
    user: AuthUser,
    dto: { firstname: string; lastname: string; phone?: string | null },
    version: number,
  ): Promise<UserDto> {
    const before = await this.find(user.id);
    const row = await this.repo.updateVersioned(user.id, version, {
      firstname: stripTags(dto.firstname),
      lastname: stripTags(dto.lastname),
      phone: dto.phone?.trim() || null,
      updatedBy: user.id,
    });
    if (!row) {
      throw AppError.versionConflict(
        'Dein Profil wurde inzwischen an anderer Stelle geändert.',
        mapUser(await this.find(user.id)),
      );
    }
    await this.recordIdentityChange('profile.updated', before, row, { user });
    this.invalidatePublic();
    return mapUser(row);
  }

  /** Own profile image (spec: POST /api/user/profileImage); the replaced image's files go. */
  async uploadProfileImage(user: AuthUser, request: FastifyRequest): Promise<UserDto> {
    await this.images.replace(request, USER_PHOTO, user.id, {
      notFound: NOT_FOUND,
      extra: { updatedBy: user.id },
    });
    this.invalidatePublic();
    return mapUser(await this.find(user.id));
  }

  /**
   * Another user's profile image, set by user administration; the same row rules as an edit (an
   * admin does not change an owner's account).
   */
  async uploadUserImage(id: string, request: FastifyRequest, by: Acting): Promise<UserDto> {
    assertMayActOn(by.user, await this.find(id), 'edit');
    await this.images.replace(request, USER_PHOTO, id, {
      notFound: NOT_FOUND,
      extra: { updatedBy: by.user.id },
    });
    this.invalidatePublic();
    return mapUser(await this.find(id));
  }

  async toggleBlock(id: string, by: Acting): Promise<UserDto> {
    const target = await this.find(id);
    assertMayActOn(by.user, target, 'block');
    // Decided on the locked row, so two toggles at once do not both flip the same old value.
    const blocked = await this.repo.withOwnersLocked(async (tx, owners) => {
      const current = await this.repo.lockUser(tx, id);
      if (!current) throw AppError.notFound(NOT_FOUND);
      const locked = { ...target, ...current };
      assertMayActOn(by.user, locked, 'block');
      const next = !current.blocked;
      if (next) assertNotLastOwner(locked, owners);
      await this.repo.changeAndRevoke(tx, id, { blocked: next, updatedBy: by.user.id });
      return next;
    });
    await this.audit.record({
      action: blocked ? 'block' : 'unblock',
      actor: by.user,
      entityType: 'user',
      entityId: id,
      details: { email: target.email },
      ip: by.ip,
    });
    this.invalidatePublic();
    return mapUser(await this.find(id));
  }

  async toggleRole(id: string, role: Role, by: Acting): Promise<UserDto> {
    const target = await this.find(id);
    assertMayActOn(by.user, target, 'role');
    assertMayToggleRole(by.user, role);
    // Decided on the locked row: two role changes at once both take effect (no lost update).
    const removing = await this.repo.withOwnersLocked(async (tx, owners) => {
      const current = await this.repo.lockUser(tx, id);
      if (!current) throw AppError.notFound(NOT_FOUND);
      const locked = { ...target, ...current };
      assertMayActOn(by.user, locked, 'role');
      const remove = current.roles.includes(role);
      if (!remove) assertDepartmentForRole([role], target.departmentId);
      if (remove && role === 'owner') assertNotLastOwner(locked, owners);
      const roles = remove ? current.roles.filter((r) => r !== role) : [...current.roles, role];
      assertKeepsARole(roles);
      await this.repo.changeAndRevoke(tx, id, { roles, updatedBy: by.user.id });
      return remove;
    });
    await this.audit.record({
      action: removing ? 'role.removed' : 'role.added',
      actor: by.user,
      entityType: 'user',
      entityId: id,
      details: { email: target.email, role },
      ip: by.ip,
    });
    this.invalidatePublic();
    return mapUser(await this.find(id));
  }

  /**
   * Deletes the account and erases its personal data everywhere else in the same transaction
   * (GDPR erasure, see UserErasureRepository); the audit entry names the account by pseudonym.
   */
  async remove(id: string, by: Acting): Promise<void> {
    const target = await this.find(id);
    assertMayActOn(by.user, target, 'delete');
    await this.repo.withOwnersLocked(async (tx, owners) => {
      assertNotLastOwner(target, owners);
      await this.erasure.erase(tx, target);
      if (!(await this.repo.delete(tx, id))) throw AppError.notFound(NOT_FOUND);
    });
    await this.audit.record({
      action: 'user.deleted',
      actor: by.user,
      entityType: 'user',
      entityId: id,
      details: { user: pseudonymFor(id), roles: target.roles },
      ip: by.ip,
    });
    this.invalidatePublic();
    await this.images.remove(target.photoUrl);
  }

  /** A new verification link for an account that has not confirmed its address yet. */
  async resendVerification(id: string, by: Acting): Promise<void> {
    const target = await this.find(id);
    assertMayActOn(by.user, target, 'edit');
    if (target.verified) {
      throw new AppError(ErrorCode.Conflict, 'Dieses Konto ist bereits bestätigt.');
    }
    await this.links.send(target, 'verify');
  }

  /** Stored addresses to trimmed lower case (login compares them that way). */
  async fixEmails(): Promise<FixEmailsResultDto> {
    const conflicts: string[] = [];
    let changed = 0;
    for (const row of await this.repo.unnormalisedEmails()) {
      if (await this.repo.normaliseEmail(row.id)) changed += 1;
      else conflicts.push(row.email);
    }
    return { changed, conflicts };
  }

  private async find(id: string): Promise<UserWithDepartment> {
    const row = await this.repo.findById(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  private toValues(
    dto: {
      email: string;
      firstname: string;
      lastname: string;
      phone?: string | null;
      department?: string | null;
    },
    by: string,
  ): UserValues {
    return {
      email: dto.email.trim().toLowerCase(),
      firstname: stripTags(dto.firstname),
      lastname: stripTags(dto.lastname),
      phone: dto.phone?.trim() || null,
      departmentId: dto.department ?? null,
      updatedBy: by,
    };
  }

  private constraintError(error: unknown): unknown {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      return new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { email: 'Diese E-Mail-Adresse wird schon verwendet.' },
      });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { department: 'Diese Abteilung gibt es nicht.' },
      });
    }
    return error;
  }

  /** The public user list, and the posts and news, which show their authors' names and photos. */
  private invalidatePublic(): void {
    this.cache.invalidate(PUBLIC_USERS_KEY, PUBLIC_NEWS_KEY);
    this.cache.invalidatePrefix(PUBLIC_POSTS_PREFIX);
  }
}
