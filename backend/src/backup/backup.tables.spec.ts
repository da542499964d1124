import { pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { backupTables, isExcludedTable, orderTables } from '@/backup/backup.tables';

const clubs = pgTable('clubs', { id: uuid('id').primaryKey() });
const members = pgTable('members', {
  id: uuid('id').primaryKey(),
  clubId: uuid('club_id').references(() => clubs.id),
  mentorId: uuid('mentor_id').references((): AnyPgColumn => members.id),
});
const teams = pgTable('teams', {
  id: uuid('id').primaryKey(),
  captainId: uuid('captain_id').references((): AnyPgColumn => players.id),
});
const players = pgTable('players', {
  id: uuid('id').primaryKey(),
  teamId: uuid('team_id').references(() => teams.id),
  name: text('name'),
});

describe('backup tables', () => {
  it('puts parents before children', () => {
    const names = orderTables([members, clubs]).map((t) => t.name);
    expect(names).toEqual(['clubs', 'members']);
  });

  it('defers a self-reference, to be set once every row exists', () => {
    const member = orderTables([members, clubs]).find((t) => t.name === 'members')!;
    expect(member.deferred).toEqual(['mentor_id']);
    expect(member.primaryKey).toEqual(['id']);
  });

  it('breaks a cycle between two tables by deferring one edge', () => {
    const order = orderTables([players, teams]);
    expect(order.map((t) => t.name)).toEqual(['teams', 'players']);
    expect(order[0]!.deferred).toEqual(['captain_id']);
    expect(order[1]!.deferred).toEqual([]);
  });

  it('keeps sessions, idempotency keys and any token table out', () => {
    for (const name of ['sessions', 'idempotency_keys', 'password_reset_tokens', 'api_token'])
      expect(isExcludedTable(name)).toBe(true);
    for (const name of ['users', 'courses', 'support_requests', 'audit_log'])
      expect(isExcludedTable(name)).toBe(false);
  });

  it('finds the tables of the schema without a list in the backup code', () => {
    const names = backupTables().map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'courses', 'support_requests']));
    expect(names).not.toContain('sessions');
    expect(names.indexOf('departments')).toBeLessThan(names.indexOf('users'));
  });
});
