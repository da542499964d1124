import type { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe } from '@/common/validation';
import { AppError, ErrorCode } from '@/common/app-error';
import { LoginDto } from '@/auth/dto/login.dto';
import { CreateCourseDto, UpdateCourseDto } from '@/courses/dto/course-input.dto';
import { CreateTimeSlotDto } from '@/courses/dto/time-slot-input.dto';
import { RejectDto } from '@/courses/dto/reject.dto';

const pipe = createValidationPipe();
const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({
  type: 'body',
  metatype,
});

async function details(
  metatype: ArgumentMetadata['metatype'],
  value: unknown,
): Promise<Record<string, string>> {
  try {
    await pipe.transform(value, body(metatype));
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.ValidationFailed);
    expect((error as AppError).status).toBe(400);
    expect(error).toHaveProperty('message', 'Bitte überprüfe deine Eingaben.');
    return (error as AppError).options.details ?? {};
  }
  throw new Error('expected validation to fail');
}

const course = {
  department: '5f0c6a2e-3a3b-4c1e-9d7a-1b2c3d4e5f60',
  title: 'Kinderturnen',
  description: '<p>Spaß für Kinder</p>',
  info: 'Hallenschuhe',
  trial_training: 'Jederzeit',
  genders: ['männlich', 'weiblich'],
  categories: ['turnen'],
  age_from: 6,
  age_to: 10,
  members: 12,
  location: 'Turnhalle',
  trainers: ['7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'],
};

const slot = {
  course: '5f0c6a2e-3a3b-4c1e-9d7a-1b2c3d4e5f60',
  day: 'Montag',
  start: '17:00',
  end: '18:00',
  location: 'Turnhalle',
};

describe('validation pipe: German details per field', () => {
  it('accepts a valid course and converts it to the DTO class', async () => {
    const result = await pipe.transform({ ...course }, body(CreateCourseDto));
    expect(result).toBeInstanceOf(CreateCourseDto);
  });

  it('uses the login messages of spec section 5', async () => {
    expect(await details(LoginDto, { email: '', password: '' })).toEqual({
      email: 'Email wird benötigt',
      password: 'Passwort wird benötigt',
    });
    expect(await details(LoginDto, { email: 'kein-at-zeichen', password: 'x' })).toEqual({
      email: 'E-mail muss korrekt sein',
    });
    expect(await details(LoginDto, { email: 'a@example.org' })).toEqual({
      password: 'Passwort wird benötigt',
    });
  });

  it('names every missing course field', async () => {
    const result = await details(CreateCourseDto, {});
    for (const field of [
      'department',
      'title',
      'description',
      'info',
      'trial_training',
      'genders',
      'categories',
      'age_from',
      'age_to',
      'members',
      'location',
      'trainers',
    ]) {
      expect(result[field]).toMatch(/^[A-ZÄÖÜ„]/);
    }
    expect(result.website).toBeUndefined();
    expect(result.social_media).toBeUndefined();
  });

  it('asks for at least three characters in texts', async () => {
    expect(await details(CreateCourseDto, { ...course, title: 'Ku' })).toEqual({
      title: 'Mindestens 3 Zeichen.',
    });
  });

  it('drops control characters from texts before checking them (a VT becomes a line break)', async () => {
    const result = (await pipe.transform(
      {
        ...course,
        title: 'Kinder\u0007turnen\u001B',
        info: 'Hallenschuhe\u000Bmitbringen\u0085',
        location: '\tTurnhalle\u009B',
      },
      body(CreateCourseDto),
    )) as CreateCourseDto;
    expect(result).toMatchObject({
      title: 'Kinderturnen',
      info: 'Hallenschuhe\nmitbringen\n',
      location: '\tTurnhalle',
    });
    // What is left is checked: a title of two letters and control characters is too short.
    expect(await details(CreateCourseDto, { ...course, title: 'K\u0000\u0001u' })).toEqual({
      title: 'Mindestens 3 Zeichen.',
    });
  });

  it('refuses age_to below age_from', async () => {
    expect(await details(CreateCourseDto, { ...course, age_from: 12, age_to: 8 })).toEqual({
      age_to: '„Alter bis“ darf nicht kleiner als „Alter von“ sein.',
    });
  });

  it('refuses values outside the enums with the allowed values', async () => {
    const result = await details(CreateCourseDto, {
      ...course,
      genders: ['männlich', 'unbekannt'],
      categories: ['schach'],
    });
    expect(result.genders).toBe('Erlaubt sind: männlich, weiblich, divers.');
    expect(result.categories).toMatch(/^Erlaubt sind: ballsport, /);
  });

  it('refuses an empty trainer list and a non-number age', async () => {
    const result = await details(CreateCourseDto, { ...course, trainers: [], age_from: 'sechs' });
    expect(result.trainers).toBe('Bitte wähle mindestens eine Übungsleitung.');
    expect(result.age_from).toBe('Bitte gib eine ganze Zahl ein.');
  });

  it('refuses a website that does not start with http(s)', async () => {
    expect(await details(CreateCourseDto, { ...course, website: 'javascript:alert(1)' })).toEqual({
      website: 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    });
  });

  it('names nested social media fields with their path', async () => {
    expect(
      await details(CreateCourseDto, { ...course, social_media: { instagram: 'instagram' } }),
    ).toEqual({
      'social_media.instagram': 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    });
  });

  it('refuses an unknown field in German', async () => {
    expect(await details(CreateCourseDto, { ...course, admin: true })).toEqual({
      admin: 'Dieses Feld ist nicht erlaubt.',
    });
  });

  it('validates a partial update and requires its id', async () => {
    expect(await details(UpdateCourseDto, { title: 'Neu und gut' })).toEqual({
      _id: 'Die Kennung ist ungültig.',
    });
    expect(
      await details(UpdateCourseDto, { _id: course.department, department: course.department }),
    ).toEqual({ department: 'Dieses Feld ist nicht erlaubt.' });
  });

  it('checks weekday, HH:mm and end after start of a time slot', async () => {
    expect(await details(CreateTimeSlotDto, { ...slot, day: 'Monday' })).toEqual({
      day: 'Erlaubt sind: Montag, Dienstag, Mittwoch, Donnerstag, Freitag, Samstag, Sonntag.',
    });
    expect(await details(CreateTimeSlotDto, { ...slot, start: '7:00' })).toEqual({
      start: 'Bitte gib eine Uhrzeit im Format HH:mm ein.',
    });
    expect(await details(CreateTimeSlotDto, { ...slot, end: '24:00' })).toEqual({
      end: 'Bitte gib eine Uhrzeit im Format HH:mm ein.',
    });
    expect(await details(CreateTimeSlotDto, { ...slot, start: '18:00', end: '18:00' })).toEqual({
      end: 'Das Ende muss nach dem Beginn liegen.',
    });
  });

  it('requires a reason of at least three characters for a rejection', async () => {
    expect(await details(RejectDto, {})).toEqual({ reason: 'Dieses Feld wird benötigt.' });
  });
});
