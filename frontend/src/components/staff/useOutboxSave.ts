import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/components/flash';
import { useOutboxMutation, type OutboxMutation, type WritesOf } from '@/offline/hooks';
import type { CreateOf, PatchOf, SlotsOf } from '@/offline/entity';

/** A create (no `id`) or an update of the fields that changed, and the images picked. */
export type SaveInput<E> = { images?: { readonly [S in SlotsOf<E>]?: File | null } } & (
  | { id?: undefined; create: CreateOf<E>; view?: Parameters<WritesOf<E>['create']>[1] }
  | { id: string; patch: PatchOf<E>; view?: Parameters<WritesOf<E>['update']>[2] }
);

export interface OutboxSave<E> {
  /** The entity's typed writes, for what is not a save (an action). */
  writes: WritesOf<E>;
  /**
   * Stores on the device and queues: the create or the changed fields, then each picked image.
   * Resolves with the entity's id, or null when the device could not store it (a flash says so
   * and the form stays open).
   */
  save(input: SaveInput<E>): Promise<string | null>;
  /** Deletes on the device and queues the delete; false when the device could not (a flash). */
  remove(id: string): Promise<boolean>;
}

/**
 * The one save of the staff screens (FRONTEND.md): every list and editor page writes through it,
 * so a save says one thing, the same everywhere. Online that is the server's own sentence, which
 * the sync engine shows when the write went through (a flash of the page's beside it said the
 * same twice); without a connection "saved offline"; an update without changes "nothing to save";
 * a device that cannot store it an error.
 */
export function useOutboxSave<E extends { readonly type: string }>(entity: E): OutboxSave<E> {
  const writes = useOutboxMutation(entity);
  const { show } = useFlash();
  const { t } = useTranslation('account');
  return useMemo(() => {
    // Untyped inside: the input's types were checked at the call.
    const raw = writes as unknown as OutboxMutation;
    const done = () => {
      if (!navigator.onLine) show(t('sync.savedOffline'), 'success');
    };
    return {
      writes,
      async save(input) {
        const images = Object.entries<File | null | undefined>(input.images ?? {}).filter(
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
          done();
          return id;
        } catch {
          show(t('sync.saveFailed'), 'error');
          return null;
        }
      },
      async remove(id) {
        try {
          await raw.remove(id);
          done();
          return true;
        } catch {
          show(t('sync.saveFailed'), 'error');
          return false;
        }
      },
    } satisfies OutboxSave<E>;
  }, [writes, show, t]);
}
