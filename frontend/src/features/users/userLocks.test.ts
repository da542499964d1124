import type { User } from '@/api/types';
import { lockNotes, userLocks } from '@/features/users/userLocks';

const user = (id: string, roles: User['roles'], extra: Partial<User> = {}): User => ({
  _id: id,
  email: `${id}@example.org`,
  firstname: 'A',
  lastname: 'B',
  fullname: 'A B',
  roles,
  photoURL: null,
  phone: null,
  blocked: false,
  verified: true,
  department: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

describe('userLocks', () => {
  it('locks everything on an owner for an admin', () => {
    expect(userLocks(user('o', ['owner']), user('a', ['admin']), ['o', 'o2']).all).toBe(
      'users.lock.ownerOnly',
    );
  });

  it('keeps the last active owner from being blocked, deleted or demoted, and only that', () => {
    const locks = userLocks(user('o', ['owner']), user('o2', ['owner']), ['o']);
    expect(locks).toMatchObject({ block: 'users.lock.lastOwner', delete: 'users.lock.lastOwner' });
    expect(locks.roles.owner).toBe('users.lock.lastOwner');
    expect(locks.roles.admin).toBeUndefined();
    expect(lockNotes(locks)).toEqual(['users.lock.lastOwner']);
    expect(
      userLocks(user('o', ['owner']), user('o2', ['owner']), ['o', 'o2']).block,
    ).toBeUndefined();
  });

  it('lets nobody block or delete themself', () => {
    const me = user('a', ['admin']);
    expect(userLocks(me, me, ['o'])).toMatchObject({
      block: 'users.lock.self',
      delete: 'users.lock.self',
    });
  });

  it('tells the last owner looking at their own row both reasons', () => {
    const me = user('o', ['owner']);
    expect(lockNotes(userLocks(me, me, ['o']))).toEqual([
      'users.lock.self',
      'users.lock.lastOwner',
    ]);
  });

  it('keeps the owner role for owners and the department role for accounts with a department', () => {
    const locks = userLocks(user('c', ['course', 'workshop']), user('a', ['admin']), ['o']);
    expect(locks.roles).toEqual({
      owner: 'users.lock.ownerRole',
      department: 'users.lock.noDepartment',
    });
    expect(lockNotes(locks)).toEqual([]);
  });

  it('keeps an account’s only role, and says so at the role, not under the row', () => {
    const locks = userLocks(user('c', ['course']), user('a', ['admin']), ['o']);
    expect(locks.roles).toEqual({
      owner: 'users.lock.ownerRole',
      department: 'users.lock.noDepartment',
      course: 'users.lock.lastRole',
    });
    expect(lockNotes(locks)).toEqual([]);
    // With a second role both may be taken again, one at a time.
    expect(
      userLocks(user('c', ['course', 'admin']), user('a', ['admin']), ['o']).roles.course,
    ).toBe(undefined);
  });

  it('gives the last owner’s only role the last-owner reason', () => {
    const locks = userLocks(user('o', ['owner']), user('o2', ['owner']), ['o']);
    expect(locks.roles.owner).toBe('users.lock.lastOwner');
  });
});
