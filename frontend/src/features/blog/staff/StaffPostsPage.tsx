import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { PostDialog, postBody, postPatch, type PostValues } from '@/features/blog/staff/PostDialog';
import { StaffPostCard } from '@/features/blog/staff/StaffPostCard';
import { useStaffPosts } from '@/features/blog/staff/useStaffPosts';
import { postEntity, type LocalPost } from '@/features/blog/offline';
import { StaffListPage } from '@/components/staff/StaffListPage';
import { useOutboxSave } from '@/components/staff/useOutboxSave';
import { storeServerRecord } from '@/offline/localStore';
import { useOutboxRowsByEntity } from '@/offline/useOutboxRows';
import '@/features/blog/staff/strings';

type Editing = { post: LocalPost | null } | null;

/**
 * Spec section 6 `beiträge` (Account_Post): the club's posts as cards with an action menu. Edit
 * (every account user), create and delete (owner, admin) go through the outbox and work offline;
 * blocking (owner, admin, department) is an admin decision and needs the connection.
 */
export function StaffPostsPage() {
  const { t, i18n } = useTranslation(['blogStaff', 'account']);
  const { user } = useAuth();
  const { show } = useFlash();
  const queryClient = useQueryClient();
  const list = useStaffPosts();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const posts = useOutboxSave(postEntity);
  const mayCreate = usePermission('posts:edit');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocalPost | null>(null);
  useEffect(preloadRichTextEditor, []);
  const sorted = useMemo(
    () =>
      [...(list.items ?? [])].sort((a, b) =>
        (b.created_at ?? '').localeCompare(a.created_at ?? ''),
      ),
    [list.items],
  );

  const save = async (values: PostValues, image: File | null) => {
    if (!user || !editing) return;
    const images = { image };
    const id = editing.post
      ? await posts.save({ id: editing.post._id, patch: postPatch(editing.post, values), images })
      : await posts.save({
          create: postBody(values),
          view: {
            created_at: new Date().toISOString(),
            photoURL: null,
            srcset: null,
            likes: 0,
            views: 0,
            blocked: false,
            blocked_by: null,
            owner: { _id: user._id, name: user.fullname, photoURL: user.photoURL },
            category: 'club',
            department: null,
            version: 0,
          },
          images,
        });
    if (id) setEditing(null);
  };

  const toggleBlock = useCallback(
    async (post: LocalPost) => {
      if (!user) return;
      if (!navigator.onLine) {
        show(t('posts.blockNeedsConnection'), 'warning');
        return;
      }
      try {
        const envelope = await api.post('/api/blogPost/block/{id}', { path: { id: post._id } });
        if (envelope.data) await storeServerRecord(user._id, 'post', envelope.data);
        const blocked = envelope.data?.blocked ?? !post.blocked;
        const own = t(blocked ? 'posts.blockDone' : 'posts.unblockDone', { title: post.title });
        show(successText(envelope.message, own, i18n), 'success');
        void queryClient.invalidateQueries({ queryKey: ['account', 'offline', 'post'] });
      } catch (error) {
        show(errorMessage(error, i18n), 'error');
      }
    },
    [user, show, t, i18n, queryClient],
  );

  const remove = (post: LocalPost) => void posts.remove(post._id).finally(() => setDeleting(null));

  const onEdit = useCallback((post: LocalPost) => setEditing({ post }), []);
  const onToggleBlock = useCallback((post: LocalPost) => void toggleBlock(post), [toggleBlock]);

  return (
    <StaffListPage
      id="post"
      title={t('posts.title')}
      list={list}
      items={sorted}
      texts={{
        failed: t('posts.loadError'),
        empty: t('posts.empty'),
        stale: t('posts.stale'),
        loadMore: t('posts.loadMore'),
      }}
      create={
        mayCreate
          ? { label: t('posts.create'), onClick: () => setEditing({ post: null }) }
          : undefined
      }
      renderItem={(post) => (
        <StaffPostCard
          post={post}
          rows={rowsOf.get(`post:${post._id}`)}
          onEdit={onEdit}
          onToggleBlock={onToggleBlock}
          onDelete={setDeleting}
        />
      )}
    >
      {editing && (
        <PostDialog
          key={editing.post?._id ?? 'new'}
          post={editing.post}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onCancel={() => setDeleting(null)}
          title={t('posts.deleteTitle')}
          confirmLabel={t('editor.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => remove(deleting)}
        >
          {t('posts.deleteText', { title: deleting.title })}
        </ConfirmDialog>
      )}
    </StaffListPage>
  );
}
