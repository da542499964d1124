import type { UserWithDepartment } from '@/users/users.repository';
import type { UserDto } from '@/users/dto/user.dto';
import type { PublicUserDto } from '@/users/dto/user-input.dto';
import { isRole } from '@/auth/permissions';

export function mapUser(user: UserWithDepartment): UserDto {
  return {
    _id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    fullname: `${user.firstname} ${user.lastname}`.trim(),
    roles: user.roles.filter(isRole),
    photoURL: user.photoUrl,
    phone: user.phone,
    blocked: user.blocked,
    verified: user.verified,
    department: user.department
      ? { _id: user.department.id, name: user.department.name, title: user.department.title }
      : null,
    updated_at: user.updatedAt.toISOString(),
    version: user.version,
  };
}

/** Name, photo and department only: never e-mail, phone or roles. */
export function mapPublicUser(user: UserWithDepartment): PublicUserDto {
  return {
    _id: user.id,
    fullname: `${user.firstname} ${user.lastname}`.trim(),
    photoURL: user.photoUrl,
    department: user.department
      ? { _id: user.department.id, name: user.department.name, title: user.department.title }
      : null,
  };
}
