import type { components } from '@/api/generated/schema';
import { defineOfflineEntity } from '@/offline/entity';
import type { Local } from '@/offline/types';
import '@/features/registrations/strings';

/** A workshop, a year's fun run or a club event: what one opens for registration. */
export type RegistrationKind = components['schemas']['RegistrationTarget'];
export type RegistrationField = components['schemas']['RegistrationField'];
export type OrganiserNotice = components['schemas']['OrganiserNotice'];
export type TshirtSize = components['schemas']['TshirtSize'];
/** How a target takes registrations, as the organiser edits it (version 0: none saved yet). */
export type RegistrationOffer = components['schemas']['RegistrationOfferDto'];
/** One person's registration as the organiser sees it (GET /api/registrations). */
export type Registration = components['schemas']['RegistrationDto'];
export type LocalRegistration = Local<Registration>;

export const REGISTRATION_KINDS: readonly RegistrationKind[] = ['workshop', 'funrun', 'event'];
export const isRegistrationKind = (value: string | undefined): value is RegistrationKind =>
  REGISTRATION_KINDS.includes(value as RegistrationKind);

/**
 * Registrations offline: listed per offer (their parent is the offer's id) and kept on the
 * device, so the organiser checks people in at the venue without signal. The check-in carries
 * If-Match with the registration's version (a 412 is a conflict like any other); the organiser's
 * cancel is a delete through the outbox too (the server tells the person and moves the waiting
 * list up). Staff never make one here: a late registration needs the server's start number.
 */
export const registrationEntity = defineOfflineEntity<Registration>()({
  type: 'registration',
  ns: 'registrationsStaff',
  update: { method: 'PUT', path: '/api/registrations/check-in' },
  remove: '/api/registration/{id}',
  immutableKeys: [
    'offer',
    'name',
    'email',
    'birth_year',
    'team',
    'track',
    'tshirt',
    'guardian_name',
    'status',
    'waiting_position',
    'bib',
    'late',
    'fee_cents',
    'created_at',
  ],
  parent: { types: [], of: (registration) => registration.offer, editsParent: false },
  label: (registration, t) => t('registrationsStaff:entity', { name: registration.name ?? '' }),
});
