import type { TFunction } from 'i18next';
import { buildPath, type PathFor } from '@/api/typed';
import type { paths } from '@/api/generated/schema';
import type { OfflineEntity, Versioned } from '@/offline/registry';

/**
 * A feature's offline entity, typed from the generated OpenAPI schema: every path is one the API
 * has for its method (a typo or a removed route fails the type check), and the create and update
 * bodies are the operations' request bodies, so `useOutboxMutation(entity)` takes exactly what
 * the server accepts. At run time it is the registry's plain `OfflineEntity` (the sync engine and
 * the local store know nothing of features).
 */

type JsonBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : never
  : never;

/** A path template of the API whose only path parameter is `{id}` (or none, for `?id=`). */
type IdTemplate<M extends 'post' | 'delete'> = PathFor<M>;

/** How the entity is deleted: `/api/sponsor/{id}`, or a path that takes the id as `?id=`. */
type RemovePath = IdTemplate<'delete'> | { path: PathFor<'delete'>; query: 'id' };

type UpdatePath =
  { method: 'PUT'; path: PathFor<'put'> } | { method: 'POST'; path: PathFor<'post'> };

export interface EntityDefinition<
  Dto extends Versioned,
  C extends PathFor<'post'>,
  U extends UpdatePath | undefined,
  Slots extends string,
  Actions extends string,
> extends Pick<
  OfflineEntity<Dto>,
  | 'type'
  | 'removeIfMatch'
  | 'updateIfMatch'
  | 'immutableKeys'
  | 'updateCarries'
  | 'parent'
  | 'edited'
  | 'embeds'
  | 'dropKeys'
> {
  /**
   * The feature's i18next namespace: the outbox and conflict texts are `<ns>:entity` (with
   * `title`) and `<ns>:fields.<key>`, unless `label`/`fieldLabel` say otherwise.
   */
  ns: string;
  /** None: staff never make it (a trial booking comes from a visitor). */
  create?: C;
  update?: U;
  /** None: it is never deleted on its own (a course's trial places). */
  remove?: RemovePath;
  /** Multipart uploads by slot, each a `…/{id}` POST template; the file goes as part `file`. */
  upload?: Readonly<Record<Slots, IdTemplate<'post'>>>;
  /** Bodiless writes by name (`publish`), each a `…/{id}` POST template. */
  action?: Readonly<Record<Actions, IdTemplate<'post'>>>;
  label?(value: Partial<Dto>, t: TFunction): string;
  fieldLabel?(key: string, t: TFunction): string;
}

/** The registry's entity plus the types its writes take (phantom: no run-time value). */
export interface EntityUnit<
  Dto extends Versioned = Versioned,
  Create = Record<string, unknown>,
  Update = Record<string, unknown>,
  Slots extends string = string,
  Actions extends string = string,
> extends OfflineEntity<Dto> {
  readonly __types?: { create: Create; update: Update; slots: Slots; actions: Actions };
}

const withId = (template: string) => (id: string) => buildPath(template, { id }, undefined);

function removePath(remove: RemovePath): (id: string) => string {
  if (typeof remove === 'string') return withId(remove);
  return (id) => buildPath(remove.path, undefined, { [remove.query]: id });
}

function byName<K extends string>(
  templates: Readonly<Record<K, string>> | undefined,
): Readonly<Record<K, (id: string) => string>> | undefined {
  if (!templates) return undefined;
  return Object.fromEntries(
    Object.entries<string>(templates).map(([name, template]) => [name, withId(template)]),
  ) as Record<K, (id: string) => string>;
}

/**
 * Declares an offline entity: `defineOfflineEntity<SponsorDto>()({ type: 'sponsor', … })`. The
 * first call fixes the entity's type, the second infers the paths (so the bodies follow them).
 */
export function defineOfflineEntity<Dto extends Versioned>() {
  return <
    C extends PathFor<'post'> = never,
    U extends UpdatePath | undefined = undefined,
    Slots extends string = never,
    Actions extends string = never,
  >(
    definition: EntityDefinition<Dto, C, U, Slots, Actions>,
  ): EntityUnit<
    Dto,
    JsonBody<C, 'post'>,
    U extends { method: 'PUT'; path: infer P extends keyof paths }
      ? JsonBody<P, 'put'>
      : U extends { method: 'POST'; path: infer P extends keyof paths }
        ? JsonBody<P, 'post'>
        : never,
    Slots,
    Actions
  > => {
    const { ns, create, update, remove, upload, action, label, fieldLabel, ...rest } = definition;
    return {
      ...rest,
      paths: {
        ...(create ? { create } : {}),
        ...(update ? { update: update.path } : {}),
        ...(remove ? { remove: removePath(remove) } : {}),
        ...(upload ? { upload: byName(upload) } : {}),
        ...(action ? { action: byName(action) } : {}),
      },
      updateMethod: update?.method ?? 'PUT',
      label:
        label ??
        ((value, t) =>
          t(`${ns}:entity`, { title: (value as { title?: string | null }).title ?? '' })),
      fieldLabel: fieldLabel ?? ((key, t) => t(`${ns}:fields.${key}`, { defaultValue: key })),
    } as EntityUnit<Dto> as never;
  };
}

/** The body a unit's create takes (`CreateOf<typeof newsEntity>`). */
export type CreateOf<E> = E extends EntityUnit<Versioned, infer C> ? C : never;

/** Some of the fields a unit's update takes; `null` clears an optional one. */
export type PatchOf<E> =
  E extends EntityUnit<Versioned, unknown, infer U>
    ? { [K in Exclude<keyof U, '_id'>]?: U[K] | null }
    : never;

/** The image slots of a unit (`image`, `icon`). */
export type SlotsOf<E> = E extends EntityUnit<Versioned, unknown, unknown, infer S> ? S : never;
