import type { components } from '@/api/generated/schema';

type Schemas = components['schemas'];

export type Revision = Schemas['RevisionDto'];
// The generator types the values (any JSON value) as Record<string, never>.
export type RevisionChange = Omit<Schemas['RevisionChangeDto'], 'revision' | 'current'> & {
  revision: unknown;
  current: unknown;
};
export type RevisionDetail = Omit<Schemas['RevisionDetailDto'], 'diff'> & {
  diff: RevisionChange[];
};
