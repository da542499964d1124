import {
  Permission,
  ROLES,
  ROLE_PERMISSIONS,
  hasPermission,
  isRole,
  permissionsOf,
  type Role,
} from '@/auth/permissions';

const P = Permission;

/** Spec section 6, menu table: entry -> roles that see it (and the permission behind it). */
const MENU: { entry: string; permission: Permission; roles: Role[] }[] = [
  { entry: 'Dashboard', permission: P.DashboardView, roles: ['admin', 'owner', 'department'] },
  { entry: 'Departments', permission: P.DepartmentsRead, roles: ['admin', 'owner', 'department'] },
  {
    entry: 'Courses',
    permission: P.CoursesRead,
    roles: ['course', 'admin', 'owner', 'department'],
  },
  { entry: 'Workshops', permission: P.WorkshopsManage, roles: ['workshop', 'admin', 'owner'] },
  {
    entry: 'Blog',
    permission: P.PostsEdit,
    roles: ['course', 'department', 'workshop', 'admin', 'owner'],
  },
  {
    entry: 'News',
    permission: P.NewsManage,
    roles: ['course', 'department', 'workshop', 'admin', 'owner'],
  },
  { entry: 'Banners', permission: P.BannersManage, roles: ['admin', 'owner'] },
  { entry: 'Support', permission: P.SupportManage, roles: ['admin', 'owner'] },
  { entry: 'Sponsors', permission: P.SponsorsManage, roles: ['admin', 'owner'] },
  { entry: 'Locations', permission: P.LocationsManage, roles: ['admin', 'owner'] },
  { entry: 'Verein', permission: P.ClubManage, roles: ['admin', 'owner'] },
  { entry: 'Publish', permission: P.PublishRequestsRead, roles: ['admin', 'owner'] },
  { entry: 'Profile', permission: P.Session, roles: [...ROLES] },
];

describe('the role table of spec section 6', () => {
  describe.each(MENU)('menu entry $entry', ({ permission, roles }) => {
    it.each([...ROLES])('is granted to %s exactly when the spec lists the role', (role) => {
      expect(hasPermission([role], permission)).toBe(roles.includes(role));
    });
  });

  it.each(['owner', 'admin'] as const)('gives %s every permission', (role) => {
    for (const permission of Object.values(Permission)) {
      expect(hasPermission([role], permission)).toBe(true);
    }
  });

  it('lets a course user edit courses but not create, delete or block them, nor decide requests', () => {
    const course = permissionsOf(['course']);
    expect(course.has(P.CoursesRead)).toBe(true);
    expect(course.has(P.CoursesEdit)).toBe(true);
    for (const denied of [
      P.CoursesCreate,
      P.CoursesDelete,
      P.CoursesBlock,
      P.PublishRequestsDecide,
      P.PublishRequestsRead,
      P.PublishDirect,
      P.DepartmentsRead,
    ]) {
      expect(course.has(denied)).toBe(false);
    }
  });

  it('lets a department user block posts but not delete them (post actions)', () => {
    expect(hasPermission(['department'], P.PostsBlock)).toBe(true);
    expect(hasPermission(['department'], P.PostsDelete)).toBe(false);
  });

  it('lets only owner and admin delete posts, edit is open to every account role', () => {
    for (const role of ROLES) {
      expect(hasPermission([role], P.PostsDelete)).toBe(role === 'owner' || role === 'admin');
      expect(hasPermission([role], P.PostsEdit)).toBe(true);
    }
  });

  it('lets a department user manage courses of its department but not decide publish requests', () => {
    const department = permissionsOf(['department']);
    for (const granted of [P.CoursesCreate, P.CoursesEdit, P.CoursesDelete, P.CoursesBlock]) {
      expect(department.has(granted)).toBe(true);
    }
    expect(department.has(P.PublishRequestsDecide)).toBe(false);
    expect(department.has(P.PublishDirect)).toBe(false);
  });

  it('lets a workshop user manage workshops but not read courses', () => {
    expect(hasPermission(['workshop'], P.WorkshopsManage)).toBe(true);
    expect(hasPermission(['workshop'], P.CoursesRead)).toBe(false);
    expect(hasPermission(['workshop'], P.CoursesEdit)).toBe(false);
  });

  it('reserves users, backup and publish decisions to owner and admin', () => {
    for (const permission of [
      P.UsersManage,
      P.BackupDownload,
      P.PublishRequestsDecide,
      P.AuditRead,
    ]) {
      expect(ROLES.filter((role) => hasPermission([role], permission))).toEqual(['owner', 'admin']);
    }
  });

  it('reserves deleting and blocking workshops and administering departments to owner and admin', () => {
    for (const permission of [P.WorkshopsDelete, P.WorkshopsBlock, P.DepartmentsAdminister]) {
      expect(ROLES.filter((role) => hasPermission([role], permission))).toEqual(['owner', 'admin']);
    }
  });

  it('lets every role that edits courses or workshops manage times (the row rule decides which)', () => {
    expect(ROLES.filter((role) => hasPermission([role], P.TimesManage))).toEqual([...ROLES]);
  });

  it('lets department users, but not course or workshop users, create trainers', () => {
    expect(ROLES.filter((role) => hasPermission([role], P.TrainersCreate))).toEqual([
      'owner',
      'admin',
      'department',
    ]);
  });

  it('lets department users, admin and owner, but not course or workshop users, manage club events', () => {
    expect(ROLES.filter((role) => hasPermission([role], P.EventsManage))).toEqual([
      'owner',
      'admin',
      'department',
    ]);
  });

  it('lets every role that manages a kind of target manage registrations (the target decides)', () => {
    expect(ROLES.filter((role) => hasPermission([role], P.RegistrationsManage))).toEqual([
      'owner',
      'admin',
      'department',
      'workshop',
    ]);
  });

  it('grants nothing to unknown roles or to no role at all', () => {
    expect(permissionsOf(['developer', 'superuser', 'OWNER', '']).size).toBe(0);
    expect(permissionsOf([]).size).toBe(0);
    expect(hasPermission(['Admin'], P.Session)).toBe(false);
  });

  it('unions the permissions of several roles', () => {
    const both = permissionsOf(['course', 'workshop']);
    expect(both.has(P.CoursesEdit)).toBe(true);
    expect(both.has(P.WorkshopsManage)).toBe(true);
    expect(both.has(P.CoursesCreate)).toBe(false);
  });

  it('recognises exactly the five roles of the spec', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'course', 'department', 'owner', 'workshop']);
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    expect(isRole('owner')).toBe(true);
    expect(isRole('developer')).toBe(false);
  });
});
