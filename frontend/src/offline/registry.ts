import type { TFunction } from 'i18next';

/** Any entity the server versions: a UUID and the version its If-Match names. */
export interface Versioned {
  _id: string;
  version: number;
}

/**
 * How one offline-editable entity type talks to the server. Features declare it (with the
 * paths of their API) and the back office registers them all, so nothing in `src/offline/`
 * names an entity.
 */
export interface OfflineEntity<T extends Versioned = Versioned> {
  type: string;
  paths: {
    /** None: staff never make it (a visitor's trial booking); the server lists it. */
    create?: string;
    /** None: the API cannot change it after the create (news); an unsent create still takes edits. */
    update?: string;
    /** None: it is never deleted on its own (the trial places of a course). */
    remove?(id: string): string;
    /** Multipart uploads, by slot (`image`, `icon`); the file goes as the part `file`. */
    upload?: Readonly<Record<string, (id: string) => string>>;
    /** Further writes without a body (`publish`: request publication). */
    action?: Readonly<Record<string, (id: string) => string>>;
  };
  /** POST for the spec's `POST /api/course`, PUT for the others. */
  updateMethod: 'POST' | 'PUT';
  /**
   * Whether an update carries If-Match (default: yes). No for a value the server keeps without a
   * version (a course's trial places): the last write wins, and no 412 can come.
   */
  updateIfMatch?: boolean;
  /** Whether DELETE carries If-Match (only time slots; the others delete whatever is there). */
  removeIfMatch?: boolean;
  /** Keys that name the entity (or its parent), never a value the user edits or a conflict. */
  immutableKeys: readonly string[];
  /**
   * Fields every update body carries whole (a time slot's PUT replaces the slot); other
   * updates carry only the changed fields.
   */
  updateCarries?: readonly string[];
  /** The entity this one belongs to (a time slot: its course or its workshop). */
  parent?: {
    types: readonly string[];
    of(value: Partial<T>): string | null | undefined;
    /**
     * Whether a write of this entity changes its parent's content (default: yes; a new time
     * makes a published course "changed", and its publish waits for it). No for what is public
     * without a publication (a cancelled training): the parent shows as it was, and the parent's
     * rows (`rowsWithChildren`: its unsynced badge, its publish actions) leave it out.
     */
    editsParent?: boolean;
  };
  /**
   * What a local edit of the entity, or of one of its children, makes of it as shown until the
   * server answers (a published course shows as changed). Without it the value stays as it is.
   */
  edited?(value: Partial<T>): Partial<T>;
  /** Lists the server embeds in this entity, kept as records of their own (a course's `times`). */
  embeds?: readonly { key: string; type: string }[];
  /** Keys the server sends that are not stored locally (derived or embedded). */
  dropKeys?: readonly string[];
  /** Conflict title, outbox line: "Angebot „Kinderturnen“". */
  label(value: Partial<T>, t: TFunction): string;
  fieldLabel(key: string, t: TFunction): string;
}

const registry = new Map<string, OfflineEntity>();

/** Called once by the back office with every feature's descriptor (tests: with their own). */
export function registerEntities(entities: readonly OfflineEntity[]): void {
  for (const entity of entities) registry.set(entity.type, entity);
}

export function entityOf(type: string): OfflineEntity {
  const entity = registry.get(type);
  if (!entity) throw new Error(`Offline entity type "${type}" is not registered`);
  return entity;
}

export function hasEntity(type: string): boolean {
  return registry.has(type);
}

export function registeredEntities(): OfflineEntity[] {
  return [...registry.values()];
}
