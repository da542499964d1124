import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Save20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useUnsavedChangesGuard } from '@/components/form/useUnsavedChangesGuard';
import { useTrainers } from '@/features/courses/api/useReferenceData';
import {
  CourseFields,
  coursePatch,
  courseSchema,
  courseValues,
  trainerChoices,
} from '@/features/courses/components/CourseFields';
import type { CourseRecord, LocalCourse, courseEntity } from '@/features/courses/offline';
import type { PatchOf } from '@/offline/entity';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export interface CourseEditorFormProps {
  course: LocalCourse;
  /** Field messages of a save the server rejected later (stable object). */
  serverDetails?: Record<string, string>;
  /**
   * Stores the changed fields on the device (`view`: the trainers as the screen shows them);
   * an empty patch means "nothing changed".
   */
  onSave(patch: PatchOf<typeof courseEntity>, view: Partial<CourseRecord>): Promise<void>;
}

/**
 * The course's fields on the form kit. New values from the server (a synced edit, a colleague's
 * change) reach the fields the person has not touched; what they typed stays.
 */
export function CourseEditorForm({ course, serverDetails, onSave }: CourseEditorFormProps) {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const trainers = useTrainers();
  const choices = useMemo(() => trainerChoices(trainers.data, course), [trainers.data, course]);
  const form = useEntityForm(courseSchema, {
    defaultValues: courseValues(course),
    serverDetails,
  });
  const { reset, follow } = form;
  const unsavedGuard = useUnsavedChangesGuard(form.formState.isDirty);
  useEffect(preloadRichTextEditor, []);
  useEffect(() => follow(courseValues(course)), [course, follow]);

  const submit = form.handleSubmit(async (values) => {
    const patch = coursePatch(course, values);
    const view: Partial<CourseRecord> = patch.trainers
      ? {
          trainers: choices
            .filter((choice) => values.trainers.includes(choice.value))
            .map((choice) => ({ _id: choice.value, name: choice.label })),
        }
      : {};
    await onSave(patch, view);
    reset(values);
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('editor.formLabel')}
      data-testid="course-editor"
      onSubmit={(event) => void submit(event)}
    >
      <CourseFields
        control={form.control}
        trainers={choices}
        trainersProblem={
          trainers.isError && navigator.onLine ? t('courses.trainersError') : undefined
        }
      />
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          icon={<Save20Regular />}
          // Off while a rule fails (spec section 5), as on every form: the field says why.
          disabled={form.formState.isSubmitting || !form.formState.isValid}
          data-testid="course-save"
        >
          {t('common.save')}
        </Button>
      </div>
      {unsavedGuard}
    </form>
  );
}
