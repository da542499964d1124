import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { useOutboxMutation, type OutboxMutation, type WritesOf } from '@/offline/hooks';
import type { CreateOf, PatchOf } from '@/offline/entity';

/** The feature's sentences for a save that reached the device while online (i18next keys). */
export interface SaveTexts {
  /** After an update (and after a create without `created`). */
  saved: string;
  created?: string;
  deleted?: string;
}

/** A create (no `id`) or an update of the fields that changed, and the images picked. */
export type SaveInput<E> = { images?: Readonly<Record<string, File | null | undefined>> } & (
  | { id?: undefined; create: CreateOf<E>; view?: Parameters<WritesOf<E>['create']>[1] }
  | { id: string; patch: PatchOf<E>; view?: Parameters<WritesOf<E>['update']>[2] }
);

export interface OutboxSave<E> {
  /** The entity's typed writes, for what is not a save (an action). */
  writes: WritesOf<E>;
  /**
   * Stores on the device and queues: the create or the changed fields, then each picked image.
   * One flash: the feature's sentence online, "saved offline" without a connection, "nothing to
   * save" for an update without changes. Resolves with the entity's id, or null when the device
   * could not store it (the flash said so; the form stays open).
   */
  save(input: SaveInput<E>): Promise<string | null>;
  /** Deletes on the device and queues the delete, with one flash; false when it failed. */
  remove(id: string): Promise<boolean>;
}

/**
 * The one save of the staff screens (FRONTEND.md): every list and editor page writes through it,
 * so saving, its one message and its failure read the same everywhere.
 */
export function useOutboxSave<E extends { readonly type: string }>(
  entity: E,
  texts: SaveTexts,
): OutboxSave<E> {
  const writes = useOutboxMutation(entity);
  const { show } = useFlash();
  const { t } = useTranslation('account');
  const { saved, created, deleted } = texts;
  return useMemo(() => {
    // Untyped inside: the input's types were checked at the call.
    const raw = writes as unknown as OutboxMutation;
    const done = (key: string) => show(t(navigator.onLine ? key : 'sync.savedOffline'), 'success');
    return {
      writes,
      async save(input) {
        const images = Object.entries(input.images ?? {}).filter(
          (entry): entry is [string, File] => entry[1] instanceof Blob,
        );
        if (input.id !== undefined && Object.keys(input.patch).length === 0 && !images.length) {
          show(t('editor.noChanges'), 'info');
          return input.id;
        }
        try {
          let id: string;
          if (input.id === undefined)
            id = await raw.create(input.create as Record<string, unknown>, input.view);
          else {
            id = input.id;
            if (Object.keys(input.patch).length > 0) await raw.update(id, input.patch, input.view);
          }
          for (const [slot, file] of images) await raw.upload(id, slot, file);
          done(input.id === undefined ? (created ?? saved) : saved);
          return id;
        } catch {
          show(t('sync.saveFailed'), 'error');
          return null;
        }
      },
      async remove(id) {
        try {
          await raw.remove(id);
          done(deleted ?? saved);
          return true;
        } catch {
          show(t('sync.saveFailed'), 'error');
          return false;
        }
      },
    } satisfies OutboxSave<E>;
  }, [writes, show, t, saved, created, deleted]);
}
