import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/auth/useAuth';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormSelect } from '@/components/form/FormChoiceFields';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useDepartments, useTrainers } from '@/features/courses/api/useReferenceData';
import {
  CourseFields,
  courseBody,
  courseValues,
  courseSchema,
  trainerChoices,
} from '@/features/courses/components/CourseFields';
import { useLang } from '@/i18n/useLang';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { courseEntity } from '@/features/courses/offline';

/** What the server gives a new course, shown until it answers. */
const NEW_COURSE_STATE = {
  state: 'draft',
  blocked: false,
  blocked_by: null,
  photoURL: null,
  published_at: null,
  pending_request: null,
  last_rejection: null,
  version: 0,
} as const;

/** Admin, owner and department create a course (all fields of CreateCourse); it starts as a draft. */
export function CreateCourseDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  useEffect(preloadRichTextEditor, []);
  // The choices of a new course are put on the device with the page, not when the dialog opens:
  // a course can then be made offline later.
  useDepartments();
  useTrainers();
  return (
    <>
      <Button
        appearance="primary"
        icon={<Add20Regular />}
        data-testid="course-create"
        onClick={() => setOpen(true)}
      >
        {t('courses.create')}
      </Button>
      {open && <CreateCourseForm onClose={() => setOpen(false)} />}
    </>
  );
}

function CreateCourseForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const navigate = useNavigate();
  const lang = useLang();
  const departments = useDepartments();
  const trainers = useTrainers();
  const courses = useOutboxSave(courseEntity);
  const form = useEntityForm(courseSchema, {
    defaultValues: courseValues(null, user?.department?._id),
  });

  // Saved on the device and queued (also offline); the editor opens on the new course at once.
  const submit = form.handleSubmit(async (values) => {
    const chosen = departments.data?.find((d) => d._id === values.department);
    const id = await courses.save({
      create: { ...courseBody(values), department: values.department },
      view: {
        department: chosen
          ? { _id: chosen._id, name: chosen.name, title: chosen.title }
          : { _id: values.department, name: '', title: '' },
        trainers: (trainers.data ?? []).filter((tr) => values.trainers.includes(tr._id)),
        ...NEW_COURSE_STATE,
        updated_at: new Date().toISOString(),
      },
    });
    if (!id) return;
    onClose();
    navigate(`/${lang}/account/angebot/${id}`);
  });

  return (
    <FormDialog
      title={t('courses.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('common.create')}
      cancelLabel={t('common.cancel')}
      form={form}
      testIds={{ form: 'course-form', submit: 'course-save' }}
    >
      <FormSelect
        control={form.control}
        name="department"
        label={t('fields.department')}
        required
        problem={departments.isError ? t('courses.departmentsError') : undefined}
        choices={(departments.data ?? []).map((d) => ({ value: d._id, label: d.title }))}
      />
      <CourseFields
        control={form.control}
        trainers={trainerChoices(trainers.data, null)}
        trainersProblem={trainers.isError ? t('courses.trainersError') : undefined}
      />
    </FormDialog>
  );
}
