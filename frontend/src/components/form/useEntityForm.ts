import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '@/api/ApiError';

// Every form validates through this hook's resolver. Zod compiles object parsers with `new
// Function` where it may, and finds out by trying: under our CSP (no 'unsafe-eval') that try is a
// reported violation on every screen with a form, noise in which a real attack would hide. Its
// interpreter is fast enough for forms.
z.config({ jitless: true });

export type EntityForm<T extends FieldValues> = UseFormReturn<T> & {
  /**
   * Puts a 400's `details` (field → German sentence) on the fields they name. Returns the names it
   * could not place, for the caller to show elsewhere.
   */
  setServerErrors(details: Record<string, string> | undefined, focus?: boolean): string[];
  /** `setServerErrors` for a failed call: true when the error carried field details. */
  showServerError(error: unknown): boolean;
  /**
   * Takes the entity's new values (a synced edit, a refetch) into the fields the person has not
   * touched. What they typed keeps its message (a too short title still says so), and the
   * server's messages of a rejected write are placed again: they stay until the field is
   * corrected.
   */
  follow(values: T): void;
};

export type EntityFormOptions<T extends FieldValues> = Omit<UseFormProps<T>, 'resolver'> & {
  /**
   * Field messages of a save the server rejected after it left the form (a queued outbox row's
   * `details`); placed on their fields whenever they change. Keep the object stable.
   */
  serverDetails?: Record<string, string>;
};

/**
 * The one form hook of the back office: react-hook-form with the zod schema as resolver, errors
 * shown as a field changes or on submit, and the server's field errors placed on the fields.
 */
export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { serverDetails, ...options }: EntityFormOptions<z.input<S>> = {},
): EntityForm<z.input<S>> {
  const form = useForm<z.input<S>>({
    // Validated on every change, so `formState.isValid` can keep the save button off while a
    // rule fails (spec section 5).
    mode: 'onChange',
    ...options,
    // zodResolver's overloads cannot be picked for a generic schema; S is checked by the signature.
    resolver: zodResolver(schema as never) as never,
  });
  const { setError, getValues, reset } = form;

  const setServerErrors = useCallback(
    (details: Record<string, string> | undefined, focus = true) => {
      const unplaced: string[] = [];
      const known = new Set(Object.keys(getValues() ?? {}));
      for (const [field, message] of Object.entries(details ?? {})) {
        const root = field.split('.')[0] ?? field;
        if (known.has(root)) {
          setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: focus });
        } else unplaced.push(field);
      }
      return unplaced;
    },
    [setError, getValues],
  );

  const showServerError = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !error.details) return false;
      setServerErrors(error.details);
      return true;
    },
    [setServerErrors],
  );

  // The messages of a write the server rejected later (an outbox row): on their fields, and
  // kept for `follow` to place them again after a reset.
  const placed = useRef(serverDetails);
  useEffect(() => {
    placed.current = serverDetails;
    if (serverDetails) setServerErrors(serverDetails);
  }, [serverDetails, setServerErrors]);

  const follow = useCallback(
    (values: z.input<S>) => {
      // A local copy is read again on every change of the device's records: without
      // keepErrors each one wiped the messages of what the person was typing.
      reset(values, { keepDirtyValues: true, keepErrors: true });
      if (placed.current) setServerErrors(placed.current, false);
    },
    [reset, setServerErrors],
  );

  return Object.assign(form, { setServerErrors, showServerError, follow });
}
