import {
  Badge,
  Button,
  Caption1,
  Card,
  Subtitle2,
  Switch,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import { api } from '@/api/typed';
import type { Department } from '@/api/types';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { useFlash } from '@/components/flash';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { useObjectUrl } from '@/components/media/useObjectUrl';
import { UploadProgress } from '@/components/media/UploadProgress';
import { richTextToPlain } from '@/components/richtext/allowlist';
import { ListStates } from '@/components/layout/ListStates';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { HistoryButton } from '@/features/history';
import type { LocalDepartment } from '@/features/departments/offline';
import { DepartmentDeleteDialog } from '@/features/departments/staff/DepartmentDeleteDialog';
import {
  DepartmentDialog,
  type DepartmentImages,
  type DepartmentValues,
} from '@/features/departments/staff/DepartmentDialog';
import { useOfflineList } from '@/offline/hooks';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { changedValues } from '@/components/form/patch';
import { departmentEntity } from '@/features/departments/offline';
import { storeServerRecord } from '@/offline/localStore';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/departments/staff/strings';

const useStyles = makeStyles({
  card: { height: '100%' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { width: '40px', height: '40px', objectFit: 'contain', flexShrink: 0 },
  text: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
  spacer: { flexGrow: 1 },
});

const loadDepartments = async () => (await api.get('/api/departments')).data ?? [];

type Editing = { department: LocalDepartment | null } | null;

/**
 * Spec section 6 `abteilungen`: the departments (a department user: their own). Edit (name,
 * title, rich text, photo, icon) through the outbox, also offline; owner and admin create, make
 * public and delete (the confirmation names the courses and users that go with it).
 */
export function StaffDepartmentsPage() {
  const { t, i18n } = useTranslation(['departmentsStaff', 'account']);
  const styles = useStyles();
  const list = useListPageStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const queryClient = useQueryClient();
  const { items, loading, failed, stale, refetch } = useOfflineList<Department>('department', {
    load: loadDepartments,
  });
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const writes = useOutboxSave(departmentEntity);
  const mayManage = usePermission('departments:manage');
  const mayAdminister = usePermission('departments:administer');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocalDepartment | null>(null);
  useEffect(preloadRichTextEditor, []);
  const sorted = useMemo(
    () => [...(items ?? [])].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', 'de')),
    [items],
  );

  const save = async (values: DepartmentValues, images: DepartmentImages) => {
    const current = editing?.department;
    // An edit sends the fields that changed; whether it is public, only a create does.
    const { public: isPublic, ...fields } = values;
    const id = current
      ? await writes.save({ id: current._id, patch: changedValues(fields, current), images })
      : await writes.save({
          create: values,
          view: { photoURL: null, srcset: null, iconURL: null, public: isPublic, version: 0 },
          images,
        });
    if (id) setEditing(null);
  };

  const togglePublic = async (department: LocalDepartment) => {
    if (!user) return;
    if (!navigator.onLine) {
      show(t('departments.publicNeedsConnection'), 'warning');
      return;
    }
    try {
      const envelope = await api.post('/api/departments/triggerPublic', {
        json: { _id: department._id, public: !department.public },
      });
      if (envelope.data) await storeServerRecord(user._id, 'department', envelope.data);
      const isPublic = envelope.data?.public ?? !department.public;
      const own = t(isPublic ? 'departments.nowPublic' : 'departments.nowHidden', {
        title: department.title,
      });
      show(successText(envelope.message, own, i18n), 'success');
      void queryClient.invalidateQueries({ queryKey: ['account', 'offline', 'department'] });
    } catch (error) {
      show(errorMessage(error, i18n), 'error');
    }
  };

  const remove = (department: LocalDepartment) =>
    writes.remove(department._id).finally(() => setDeleting(null));

  return (
    <section aria-labelledby="departments-title">
      <div className={list.header}>
        <Title2 as="h1" id="departments-title">
          {t('departments.title')}
        </Title2>
        {mayAdminister && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setEditing({ department: null })}
            data-testid="department-create"
          >
            {t('departments.create')}
          </Button>
        )}
      </div>
      <ListStates
        loading={loading}
        failed={failed}
        stale={stale}
        empty={sorted.length === 0}
        texts={{ failed: t('departments.loadError'), empty: t('departments.empty') }}
        onRetry={refetch}
      >
        <ul className={list.grid} aria-label={t('departments.title')}>
          {sorted.map((department) => (
            <li key={department._id}>
              <Card className={styles.card} data-testid="department-card">
                <div className={styles.head}>
                  <DepartmentIcon department={department} />
                  <div>
                    <Subtitle2 as="h2">{department.title}</Subtitle2>
                    <br />
                    <Caption1 className={styles.meta}>{department.name}</Caption1>
                  </div>
                </div>
                <p className={styles.text}>{richTextToPlain(department.description ?? '')}</p>
                <UploadProgress type="department" id={department._id} />
                <div className={styles.footer}>
                  {mayAdminister ? (
                    <Switch
                      label={t('departments.public')}
                      checked={department.public}
                      disabled={department.serverVersion === null}
                      onChange={() => void togglePublic(department)}
                      data-testid="department-public"
                    />
                  ) : (
                    <Badge appearance="tint" color={department.public ? 'success' : 'subtle'}>
                      {department.public ? t('departments.isPublic') : t('departments.hidden')}
                    </Badge>
                  )}
                  {rowsOf.has(`department:${department._id}`) && (
                    <Badge appearance="tint" color="warning" data-testid="department-unsynced">
                      {t('state.unsynced')}
                    </Badge>
                  )}
                  <span className={styles.spacer} />
                  {mayManage && (
                    <Button
                      appearance="subtle"
                      icon={<Edit20Regular />}
                      aria-label={t('departments.editNamed', { title: department.title })}
                      onClick={() => setEditing({ department })}
                      data-testid="department-edit"
                    />
                  )}
                  <HistoryButton
                    type="department"
                    id={department._id}
                    title={department.title}
                    compact
                  />
                  {mayAdminister && (
                    <Button
                      appearance="subtle"
                      icon={<Delete20Regular />}
                      aria-label={t('departments.deleteNamed', { title: department.title })}
                      onClick={() => setDeleting(department)}
                      data-testid="department-delete"
                    />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListStates>
      {editing && (
        <DepartmentDialog
          key={editing.department?._id ?? 'new'}
          department={editing.department}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DepartmentDeleteDialog
          department={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}

function DepartmentIcon({ department }: { department: LocalDepartment }) {
  const styles = useStyles();
  const pending = useObjectUrl(department.localImages?.icon);
  const src = pending ?? department.iconURL;
  return src ? <img src={src} alt="" className={styles.icon} /> : null;
}
