import { Button, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errorMessage';
import { api } from '@/api/typed';
import { useAuth } from '@/auth/useAuth';
import { usePermission } from '@/auth/usePermission';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useFlash } from '@/components/flash';
import { preloadRichTextEditor } from '@/components/form/FormRichTextField';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import type { LocalPost } from '@/features/blog/offline';
import { PostDialog, postBody, type PostValues } from '@/features/blog/staff/PostDialog';
import { StaffPostCard } from '@/features/blog/staff/StaffPostCard';
import { useStaffPosts } from '@/features/blog/staff/useStaffPosts';
import { useOutboxMutation } from '@/offline/hooks';
import { postEntity } from '@/features/blog/offline';
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
  const list = useListPageStyles();
  const { user } = useAuth();
  const { show } = useFlash();
  const queryClient = useQueryClient();
  const { items, loading, failed, stale, refetch, ...paging } = useStaffPosts();
  const rowsOf = useOutboxRowsByEntity(user?._id);
  const posts = useOutboxMutation(postEntity);
  const mayCreate = usePermission('posts:edit');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LocalPost | null>(null);
  useEffect(preloadRichTextEditor, []);
  const sorted = useMemo(
    () => [...(items ?? [])].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '')),
    [items],
  );
  const savedText = () => t(navigator.onLine ? 'posts.saved' : 'sync.savedOffline');

  const save = async (values: PostValues, image: File | null) => {
    if (!user || !editing) return;
    try {
      const body = postBody(values);
      let id = editing.post?._id;
      if (id) {
        await posts.update(id, body);
      } else {
        id = await posts.create(body, {
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
        });
      }
      if (image) await posts.upload(id, 'image', image);
      setEditing(null);
      show(savedText(), 'success');
    } catch {
      show(t('sync.saveFailed'), 'error');
    }
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
        show(envelope.message || t('common.done'), 'success');
        void queryClient.invalidateQueries({ queryKey: ['account', 'offline', 'post'] });
      } catch (error) {
        show(errorMessage(error, i18n), 'error');
      }
    },
    [user, show, t, i18n, queryClient],
  );

  const remove = (post: LocalPost) =>
    posts
      .remove(post._id)
      .then(() => show(t(navigator.onLine ? 'posts.deleted' : 'sync.savedOffline'), 'success'))
      .catch(() => show(t('sync.saveFailed'), 'error'))
      .finally(() => setDeleting(null));

  const onEdit = useCallback((post: LocalPost) => setEditing({ post }), []);
  const onToggleBlock = useCallback((post: LocalPost) => void toggleBlock(post), [toggleBlock]);

  return (
    <section aria-labelledby="posts-title">
      <div className={list.header}>
        <Title2 as="h1" id="posts-title">
          {t('posts.title')}
        </Title2>
        {mayCreate && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setEditing({ post: null })}
            data-testid="post-create"
          >
            {t('posts.create')}
          </Button>
        )}
      </div>
      <ListStates
        loading={loading}
        failed={failed}
        stale={stale}
        empty={sorted.length === 0}
        texts={{ failed: t('posts.loadError'), empty: t('posts.empty'), stale: t('posts.stale') }}
        onRetry={refetch}
      >
        <ul className={list.grid} aria-label={t('posts.title')}>
          {sorted.map((post) => (
            <li key={post._id}>
              <StaffPostCard
                post={post}
                rows={rowsOf.get(`post:${post._id}`)}
                onEdit={onEdit}
                onToggleBlock={onToggleBlock}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          loaded={paging.loaded}
          total={paging.total}
          loading={paging.loadingMore}
          onLoadMore={paging.loadMore}
          label={t('posts.loadMore')}
        />
      </ListStates>
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
          onConfirm={() => void remove(deleting)}
        >
          {t('posts.deleteText', { title: deleting.title })}
        </ConfirmDialog>
      )}
    </section>
  );
}
