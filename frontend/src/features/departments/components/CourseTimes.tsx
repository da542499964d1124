import { useTranslation } from 'react-i18next';
import type { PublicCourse } from '@/api/types';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { TimeSlotList } from '@/features/departments/components/TimeSlotList';

/** A course's training times with their cancellations, and its calendar feed once it has times. */
export function CourseTimes({ course }: { course: PublicCourse }) {
  const { t } = useTranslation('departments');
  return (
    <>
      <TimeSlotList
        slots={course.times}
        label={t('course.timesOf', { title: course.title })}
        cancellations={course.cancellations}
      />
      {course.times.length > 0 ? (
        <CalendarLinks feed={`course/${course._id}.ics`} name={course.title} />
      ) : null}
    </>
  );
}
