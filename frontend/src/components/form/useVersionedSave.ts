import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { errorMessage } from '@/api/errorMessage';
import type { Envelope } from '@/api/types';
import { useFlash } from '@/components/flash/useFlash';
import type { EntityForm } from '@/components/form/useEntityForm';

/**
 * The submit of a screen saved online with If-Match (Verein, a club text): the version the form
 * was loaded with, or the server's after a 412, which keeps what was typed so the next save
 * replaces the other's; the answer becomes the form's values; field messages land on their fields.
 */
export function useVersionedSave<T extends FieldValues, E extends { version: number }>({
  form,
  entity,
  toValues,
  save,
  texts,
}: {
  form: EntityForm<T>;
  entity: E;
  toValues: (entity: E) => T;
  save: (values: T, version: number) => Promise<Envelope<E | undefined>>;
  texts: { saved: string; conflict: string };
}) {
  const { i18n } = useTranslation();
  const flash = useFlash();
  const version = useRef(entity.version);
  const { follow } = form;
  useEffect(() => {
    version.current = entity.version;
    follow(toValues(entity));
  }, [entity, follow, toValues]);

  return form.handleSubmit(async (values) => {
    try {
      const envelope = await save(values, version.current);
      if (envelope.data) form.reset(toValues(envelope.data));
      flash.show(texts.saved, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 412 && error.data) {
        version.current = (error.data as E).version;
        flash.show(texts.conflict, 'warning');
        return;
      }
      form.showServerError(error);
      flash.show(errorMessage(error, i18n), 'error');
    }
  });
}
