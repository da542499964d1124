import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { publicQueries, type PublicPost } from '@/api/publicQueries';
import { countView, isLiked, isPending, likePost, takeFirstView } from '@/features/blog/likes';
import { usePendingLikes } from '@/features/blog/usePendingLikes';

export type LikeState = 'unknown' | 'idle' | 'sending' | 'liked' | 'pending';

/**
 * The like button and the view count of one post. The server render (and the first browser
 * render) shows the button enabled; an effect reads what this browser remembers.
 */
export function usePostCounters(post: PublicPost | null | undefined) {
  const queryClient = useQueryClient();
  const id = post?._id ?? '';
  const [state, setState] = useState<LikeState>('unknown');
  // A like the server does not know yet (offline): shown as +1 until it is sent.
  const [pendingPlus, setPendingPlus] = useState(0);

  const setCount = useCallback(
    (field: 'likes' | 'views', value: number) => {
      queryClient.setQueryData(publicQueries.post(id).queryKey, (old) =>
        old ? { ...old, [field]: value } : old,
      );
    },
    [queryClient, id],
  );

  useEffect(() => {
    if (!id) return;
    if (isPending(id)) {
      setState('pending');
      setPendingPlus(1);
    } else setState(isLiked(id) ? 'liked' : 'idle');
  }, [id]);

  // One counted view per visit: once per post and browser session.
  useEffect(() => {
    if (!id || !takeFirstView(id)) return;
    countView(id)
      .then((views) => {
        if (views !== null) setCount('views', views);
      })
      .catch(() => {
        // A view that could not be counted is not worth an error message.
      });
  }, [id, setCount]);

  const onSent = useCallback(
    (counts: Map<string, number>) => {
      const likes = counts.get(id);
      if (likes === undefined) return;
      setCount('likes', likes);
      setPendingPlus(0);
      setState('liked');
    },
    [id, setCount],
  );
  usePendingLikes(onSent);

  const like = useCallback(async (): Promise<'sent' | 'pending' | 'failed'> => {
    if (!id || state === 'liked' || state === 'pending' || state === 'sending') return 'failed';
    setState('sending');
    try {
      const result = await likePost(id);
      if (result.status === 'pending') {
        setPendingPlus(1);
        setState('pending');
        return 'pending';
      }
      setCount('likes', result.likes);
      setState('liked');
      void queryClient.invalidateQueries({ queryKey: ['public', 'posts'] });
      return 'sent';
    } catch {
      setState('idle');
      return 'failed';
    }
  }, [id, state, setCount, queryClient]);

  return {
    likeState: state,
    likes: (post?.likes ?? 0) + pendingPlus,
    views: post?.views ?? 0,
    like,
  };
}
