import { EMPTY_COURSE_VALUES, keepTyped } from '@/features/courses/components/CourseForm';

describe('keepTyped', () => {
  it('takes new server values for untouched fields and keeps what the user typed', () => {
    const startedFrom = { ...EMPTY_COURSE_VALUES, title: 'Turnen', info: 'Alt', members: '12' };
    const typing = { ...startedFrom, title: 'Turnen für alle' };
    const synced = { ...startedFrom, info: 'Neu vom Server', members: '13' };
    expect(keepTyped(typing, startedFrom, synced)).toEqual({
      ...synced,
      title: 'Turnen für alle',
    });
  });
});
