import type { UserWithDepartment } from '@/users/users.repository';
import type { UserDto } from '@/users/dto/user.dto';
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
  };
}
