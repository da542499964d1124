import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { ImagePicker } from '@/components/form/ImagePicker';
import { optionalUrl, requiredText } from '@/components/form/rules';
import { useEntityForm } from '@/components/form/useEntityForm';
import { LOCATION_FIELDS, type LocalLocation } from '@/features/locationsStaff/offline';
import '@/features/locationsStaff/strings';

/** The limits of `CreateLocationDto`. */
export const LOCATION_LIMITS = { name: 120, description: 2_000, city: 100, address: 200 } as const;

export const locationSchema = z.object({
  name: requiredText(LOCATION_LIMITS.name),
  description: requiredText(LOCATION_LIMITS.description),
  maps_link: optionalUrl,
  postal_code: z
    .string()
    .trim()
    .min(1, 'form:required')
    .regex(/^\d{5}$/, 'form:postalCode'),
  city: z
    .string()
    .trim()
    .min(1, 'form:required')
    .min(2, 'form:min2')
    .max(LOCATION_LIMITS.city, 'form:tooLong'),
  address: requiredText(LOCATION_LIMITS.address),
});
export type LocationValues = z.output<typeof locationSchema>;

export function locationValues(item: LocalLocation | null): z.input<typeof locationSchema> {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    maps_link: item?.maps_link ?? '',
    postal_code: item?.postal_code ?? '',
    city: item?.city ?? '',
    address: item?.address ?? '',
  };
}

/** The form as the API takes it: an empty map link is none. */
export function locationBody(values: LocationValues) {
  return { ...values, maps_link: values.maps_link || null };
}

/** The fields that differ from the venue as the device holds it (the PUT carries them all). */
export function locationPatch(
  item: LocalLocation,
  values: LocationValues,
): Partial<ReturnType<typeof locationBody>> {
  const body = locationBody(values);
  return Object.fromEntries(
    LOCATION_FIELDS.flatMap((key) => (body[key] !== (item[key] ?? null) ? [[key, body[key]]] : [])),
  );
}

export interface LocationDialogProps {
  /** The venue to edit; null creates one. */
  item: LocalLocation | null;
  onSave(values: LocationValues, image: File | null): Promise<void>;
  onClose(): void;
}

/** A venue: name, description, address (street, postal code, city), an optional map link, image. */
export function LocationDialog({ item, onSave, onClose }: LocationDialogProps) {
  const { t } = useTranslation(['locations', 'account']);
  const [image, setImage] = useState<File | null>(null);
  // Read at submit time: a save right after a pick must not use the render before the pick.
  const picked = useRef<File | null>(null);
  const form = useEntityForm(locationSchema, { defaultValues: locationValues(item) });
  const submit = form.handleSubmit((values) => onSave(values, picked.current));
  return (
    <FormDialog
      title={item ? t('locations.edit') : t('locations.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={item ? t('account:common.save') : t('account:common.create')}
      cancelLabel={t('account:common.cancel')}
      form={form}
      testIds={{ form: 'location-form', submit: 'location-save' }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        required
        maxLength={LOCATION_LIMITS.name}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        required
        multiline
        maxLength={LOCATION_LIMITS.description}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('fields.address')}
        required
        maxLength={LOCATION_LIMITS.address}
      />
      <FormTextField
        control={form.control}
        name="postal_code"
        label={t('fields.postal_code')}
        required
      />
      <FormTextField
        control={form.control}
        name="city"
        label={t('fields.city')}
        required
        maxLength={LOCATION_LIMITS.city}
      />
      <FormTextField
        control={form.control}
        name="maps_link"
        label={t('fields.maps_link')}
        hint={t('locations.mapsHint')}
        type="url"
      />
      <ImagePicker
        label={t('fields.image')}
        currentUrl={item?.photoURL}
        currentSrcset={item?.srcset}
        pending={image ?? item?.localImages?.image}
        uploadOf={item ? { type: 'location', id: item._id } : undefined}
        onPick={(file) => {
          picked.current = file;
          setImage(file);
        }}
      />
    </FormDialog>
  );
}
