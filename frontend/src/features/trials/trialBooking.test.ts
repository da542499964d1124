import {
  EMPTY_TRIAL,
  needsGuardian,
  serverFieldErrors,
  trialPayload,
  trialStart,
  validateTrial,
} from '@/features/trials/trialBooking';

const filled = {
  ...EMPTY_TRIAL,
  training: 'slot-1|2026-12-07',
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  age: '34',
  privacy_consent: true,
};

describe('trial booking form', () => {
  it('asks for every required field of an empty form', () => {
    expect(validateTrial(EMPTY_TRIAL)).toEqual({
      training: 'training',
      name: 'nameShort',
      email: 'emailInvalid',
      age: 'age',
      privacy_consent: 'privacy',
    });
  });

  it('accepts an adult without a guardian', () => {
    expect(validateTrial(filled)).toEqual({});
    expect(needsGuardian(filled)).toBe(false);
  });

  it('asks for a guardian and their consent under 16', () => {
    const child = { ...filled, age: '9' };
    expect(needsGuardian(child)).toBe(true);
    expect(validateTrial(child)).toEqual({
      guardian_name: 'guardianName',
      guardian_consent: 'guardianConsent',
    });
    expect(validateTrial({ ...child, guardian_name: 'Max', guardian_consent: true })).toEqual({});
  });

  it('refuses ages that are not whole years from 1 to 120', () => {
    for (const age of ['0', '121', '8.5', 'acht', '-3'])
      expect(validateTrial({ ...filled, age }).age).toBe('age');
  });

  it('sends the training as slot and date, the guardian only under 16', () => {
    expect(trialPayload('c1', { ...filled, guardian_name: 'Max' }, 'en')).toEqual({
      course: 'c1',
      slot: 'slot-1',
      date: '2026-12-07',
      name: 'Erika Mustermann',
      email: 'erika@example.org',
      age: 34,
      privacy_consent: true,
      lang: 'en',
    });
    const child = trialPayload('c1', { ...filled, age: '9', guardian_name: ' Max ' }, 'de');
    expect(child).toMatchObject({ age: 9, guardian_name: 'Max', guardian_consent: true });
  });

  it("says a refused training cannot be booked, and keeps the server's other messages", () => {
    expect(
      serverFieldErrors({ date: 'Nicht buchbar.', name: 'Zu kurz.', other: 'x' }, filled),
    ).toEqual({ training: { key: 'notBookable' }, name: { message: 'Zu kurz.' } });
  });

  it('leaves a field to its own message where the form finds it wrong', () => {
    const empty = { ...filled, training: '', name: 'E' };
    expect(
      serverFieldErrors(
        { slot: 'Die Kennung ist ungültig.', name: 'Mindestens 2 Zeichen.' },
        empty,
      ),
    ).toEqual({});
  });

  it('starts from what a page post sent', () => {
    expect(
      trialStart({
        values: { name: 'Erika', age: '9', guardian_consent: 'true' },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'x',
      }),
    ).toMatchObject({ name: 'Erika', age: '9', guardian_consent: true, privacy_consent: false });
  });
});
