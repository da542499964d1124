import type { RefDto } from '@/common/dto/ref.dto';

/**
 * What courses and workshops share in the publish workflow (DESIGN section 5): comparing a working
 * copy with its published snapshot, the field diff shown in the publish queue, and the state of the
 * latest request.
 */

export type PublicationState = 'draft' | 'published' | 'changed';

/** JSON with sorted keys: jsonb does not keep key order, so snapshots compare by this. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function publicationState(working: unknown, published: unknown): PublicationState {
  if (!published) return 'draft';
  return canonicalJson(working) === canonicalJson(published) ? 'published' : 'changed';
}

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** Field-by-field difference of a proposed copy against the published one (null = never published). */
export function diffByLabels<S extends object>(
  labels: Record<keyof S & string, string>,
  readable: (field: keyof S & string, value: unknown) => unknown,
  published: S | null,
  proposed: S,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(labels) as (keyof S & string)[]) {
    const from = published ? readable(field, published[field]) : null;
    const to = readable(field, proposed[field]);
    // Never published: every field is new, also the empty ones (photo, website).
    if (!published || canonicalJson(from) !== canonicalJson(to))
      changes.push({ field, label: labels[field], from, to });
  }
  return changes;
}

/** The newest non-superseded request of an entity, as PublishingRepository.latestRequests reads it. */
export interface LatestRequest {
  id: string;
  entityId: string;
  status: string;
  requestedAt: Date;
  requestedBy: string | null;
  requestedByName: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  decidedByName: string | null;
  reason: string | null;
}

export interface RequestState {
  pending: { _id: string; requested_at: string; requested_by: RefDto } | null;
  lastRejection: { reason: string; rejected_at: string; rejected_by: RefDto } | null;
}

/** The pending request, and a rejection that stays visible until the entity is published again. */
export function requestState(
  request: LatestRequest | undefined,
  publishedAt: Date | null,
): RequestState {
  return {
    pending:
      request?.status === 'pending'
        ? {
            _id: request.id,
            requested_at: request.requestedAt.toISOString(),
            requested_by: {
              _id: request.requestedBy ?? '',
              name: request.requestedByName ?? 'Unbekannt',
            },
          }
        : null,
    lastRejection:
      request?.status === 'rejected' &&
      !(publishedAt && request.decidedAt && publishedAt > request.decidedAt)
        ? {
            reason: request.reason ?? '',
            rejected_at: (request.decidedAt ?? request.requestedAt).toISOString(),
            rejected_by: {
              _id: request.decidedBy ?? '',
              name: request.decidedByName ?? 'Unbekannt',
            },
          }
        : null,
  };
}
