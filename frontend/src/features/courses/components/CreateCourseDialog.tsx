import {
  Button,
  Combobox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Option,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { useFlash } from '@/components/flash';
import { useOutboxMutation } from '@/offline/hooks';
import { useDepartments, useTrainers } from '@/features/courses/api/useReferenceData';
import {
  CourseForm,
  EMPTY_COURSE_VALUES,
  courseFields,
} from '@/features/courses/components/CourseForm';
import type { CourseFormValues } from '@/features/courses/components/courseValidation';

const useStyles = makeStyles({
  surface: { maxWidth: '48rem', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const navigate = useNavigate();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const departments = useDepartments(open);
  const trainers = useTrainers(open);
  const [department, setDepartment] = useState(user?.department?._id ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const courses = useOutboxMutation('course');

  // Saved on the device and queued (also offline); the editor opens on the new course at once.
  const submit = async (values: CourseFormValues) => {
    setTried(true);
    if (!user || !department) return;
    setBusy(true);
    try {
      const fields = courseFields(values);
      const chosen = departments.data?.find((d) => d._id === department);
      const id = await courses.create(
        { ...fields, department, trainers: selected },
        {
          department: chosen
            ? { _id: chosen._id, name: chosen.name, title: chosen.title }
            : { _id: department, name: '', title: '' },
          trainers: (trainers.data ?? []).filter((tr) => selected.includes(tr._id)),
          ...NEW_COURSE_STATE,
          updated_at: new Date().toISOString(),
        },
      );
      show(t(navigator.onLine ? 'courses.created' : 'sync.savedOffline'), 'success');
      setOpen(false);
      navigate(`/${lang}/account/angebot/${id}`);
    } catch {
      show(t('sync.saveFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<Add20Regular />} data-testid="course-create">
          {t('courses.create')}
        </Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={t('common.close')}>
                  ×
                </Button>
              </DialogTrigger>
            }
          >
            {t('courses.create')}
          </DialogTitle>
          <DialogContent className={styles.form}>
            <Field
              label={t('fields.department')}
              required
              validationMessage={
                departments.isError
                  ? t('courses.departmentsError')
                  : tried && !department
                    ? t('validation.required')
                    : undefined
              }
            >
              <Select value={department} onChange={(_, d) => setDepartment(d.value)}>
                <option value="">{t('common.choose')}</option>
                {(departments.data ?? []).map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.title}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('fields.trainers')}
              validationMessage={trainers.isError ? t('courses.trainersError') : undefined}
            >
              <Combobox
                multiselect
                placeholder={t('common.choose')}
                selectedOptions={selected}
                value={(trainers.data ?? [])
                  .filter((tr) => selected.includes(tr._id))
                  .map((tr) => tr.name)
                  .join(', ')}
                onOptionSelect={(_, data) => setSelected(data.selectedOptions)}
              >
                {(trainers.data ?? []).map((tr) => (
                  <Option key={tr._id} value={tr._id} text={tr.name}>
                    {tr.name}
                  </Option>
                ))}
              </Combobox>
            </Field>
            <CourseForm
              initial={EMPTY_COURSE_VALUES}
              onSubmit={(values) => void submit(values)}
              submitLabel={t('common.create')}
              busy={busy}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
