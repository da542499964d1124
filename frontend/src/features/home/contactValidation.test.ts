import {
  EMPTY_CONTACT,
  contactPayload,
  validateContact,
  validateContactField,
} from '@/features/home/contactValidation';

const valid = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  phone: '',
  subject: 'Probetraining',
  message: 'Kann meine Tochter einmal mitturnen?',
};

describe('contact form validation', () => {
  it('requires name, e-mail, subject and message, but not the phone', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      subject: { key: 'required' },
      message: { key: 'required' },
    });
  });

  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for at least three characters of subject and ten of message', () => {
    expect(validateContactField('subject', 'ab')).toEqual({ key: 'minLength', count: 3 });
    expect(validateContactField('message', 'zu kurz')).toEqual({ key: 'minLength', count: 10 });
    expect(validateContactField('subject', '  ab  ')).toEqual({ key: 'minLength', count: 3 });
  });

  it('checks the e-mail pattern and the phone digits', () => {
    expect(validateContactField('email', 'erika@example')).toEqual({ key: 'email' });
    expect(validateContactField('email', 'erika example.de')).toEqual({ key: 'email' });
    expect(validateContactField('phone', 'call me')).toEqual({ key: 'phone' });
    expect(validateContactField('phone', '+49 (0) 1234/56-78')).toBeUndefined();
  });

  it('sends trimmed values and leaves out an empty phone', () => {
    expect(contactPayload({ ...valid, name: '  Erika  ', phone: '  ' })).toEqual({
      name: 'Erika',
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
    });
  });
});
