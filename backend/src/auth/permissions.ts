/**
 * The one Role -> Permission table (spec section 6). Routes name permissions, never roles;
 * row rules ("only my courses") live in each feature's policy.
 */
export const ROLES = ['owner', 'admin', 'department', 'workshop', 'course'] as const;
export type Role = (typeof ROLES)[number];

export enum Permission {
  /** Any logged-in user: session check, own profile. */
  Session = 'session',
  DashboardView = 'dashboard:view',
  DepartmentsRead = 'departments:read',
  DepartmentsManage = 'departments:manage',
  /** Create and delete departments, make them public or hide them. */
  DepartmentsAdminister = 'departments:administer',
  CoursesRead = 'courses:read',
  CoursesCreate = 'courses:create',
  CoursesEdit = 'courses:edit',
  CoursesDelete = 'courses:delete',
  CoursesBlock = 'courses:block',
  WorkshopsManage = 'workshops:manage',
  WorkshopsDelete = 'workshops:delete',
  WorkshopsBlock = 'workshops:block',
  /** Times of courses and workshops; the row rule of the course or workshop decides. */
  TimesManage = 'times:manage',
  /** Save a time slot that overlaps another in the same venue, with a reason (audit-logged). */
  TimesOverride = 'times:override',
  PostsEdit = 'posts:edit',
  PostsBlock = 'posts:block',
  PostsDelete = 'posts:delete',
  NewsManage = 'news:manage',
  BannersManage = 'banners:manage',
  SupportManage = 'support:manage',
  SponsorsManage = 'sponsors:manage',
  LocationsManage = 'locations:manage',
  PublishRequestsRead = 'publish-requests:read',
  PublishRequestsDecide = 'publish-requests:decide',
  /** Publish a working copy without a request. */
  PublishDirect = 'publish:direct',
  UsersManage = 'users:manage',
  BackupDownload = 'backup:download',
  /** Create trainers (department users: not linked to a login). */
  TrainersCreate = 'trainers:create',
  AuditRead = 'audit:read',
  /** Trial bookings of courses (list, attendance, take back, places); the course's row rule. */
  TrialsManage = 'trials:manage',
  /** The club's name, facts, contacts and mail settings (the back office's "Verein"). */
  ClubManage = 'club:manage',
  /**
   * Registrations for workshops, the fun run and club events (the offer, the list, check-in,
   * CSV, messages); the target decides: a workshop's by workshops:manage, the fun run's by
   * club:manage, an event's by whom may edit the event.
   */
  RegistrationsManage = 'registrations:manage',
  /**
   * Club events (general assembly, summer party, tournament): admin and owner every one, a
   * department user those of their department (events.policy.ts).
   */
  EventsManage = 'events:manage',
}

const ALL = Object.values(Permission);

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  admin: ALL,
  department: [
    Permission.Session,
    Permission.DashboardView,
    Permission.DepartmentsRead,
    Permission.DepartmentsManage,
    Permission.CoursesRead,
    Permission.CoursesCreate,
    Permission.CoursesEdit,
    Permission.CoursesDelete,
    Permission.CoursesBlock,
    Permission.TimesManage,
    Permission.PostsEdit,
    Permission.PostsBlock,
    Permission.NewsManage,
    Permission.TrainersCreate,
    Permission.TrialsManage,
    Permission.EventsManage,
    Permission.RegistrationsManage,
  ],
  workshop: [
    Permission.Session,
    Permission.WorkshopsManage,
    Permission.RegistrationsManage,
    Permission.TimesManage,
    Permission.PostsEdit,
    Permission.NewsManage,
  ],
  course: [
    Permission.Session,
    Permission.CoursesRead,
    Permission.CoursesEdit,
    Permission.TimesManage,
    Permission.PostsEdit,
    Permission.NewsManage,
    Permission.TrialsManage,
  ],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(roles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    if (isRole(role)) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  }
  return granted;
}

/** The permissions a session's roles grant, in the order of the enum (sent with the session). */
export function permissionListOf(roles: readonly string[]): Permission[] {
  const granted = permissionsOf(roles);
  return ALL.filter((permission) => granted.has(permission));
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}
