import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicQueries, type PublicPost } from '@/api/publicQueries';
import {
  countView,
  earlyLike,
  isLiked,
  isPending,
  likePost,
  takeEarlyRefusal,
  takeFirstView,
} from '@/features/blog/likes';
import { usePendingLikes } from '@/features/blog/usePendingLikes';

export type LikeState = 'unknown' | 'idle' | 'sending' | 'liked' | 'pending';

/**
 * The like button and the view count of one post. The server render (and the first browser
 * render) shows the button not pressed, unless the page says the post was just liked (`?like=`)
 * or the page's early script gave or showed a like before the app ran (window.vhLike); an effect
 * reads what this browser remembers.
 */
export function usePostCounters(
  post: PublicPost | null | undefined,
  /** The page was rendered after its like form was posted without the app (`?like=…`). */
  likedAsPage = false,
  /** A like the page's early script sent was refused (before or after the app took over). */
  onEarlyRefused?: () => void,
) {
  const refused = useRef(onEarlyRefused);
  refused.current = onEarlyRefused;
  const queryClient = useQueryClient();
  const id = post?._id ?? '';
  // A like the page's plain script gave (or showed) before the app ran: the first render shows
  // what that script made of the server's HTML, so hydration finds what it renders.
  const [early] = useState(() => (id ? earlyLike(id) : null));
  const [state, setState] = useState<LikeState>(() =>
    early?.pending ? 'pending' : early || likedAsPage ? 'liked' : 'unknown',
  );
  // A like the server does not know yet (offline): shown as +1 until it is sent.
  const [pendingPlus, setPendingPlus] = useState(early?.pending ? 1 : 0);
  // The early like's count until the server's is in the query data.
  const [earlyCount, setEarlyCount] = useState(early && !early.pending ? early.likes : null);

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
    } else if (isLiked(id)) setState('liked');
    // Being sent by the early script: it stays. A page that says it was liked (`?like=`, rendered
    // pressed, so hydration matches) is not believed beyond that: the address can be shared, and
    // the device's like, if the server counted it, comes back as "already liked" when pressed.
    else if (!early) setState('idle');
  }, [id, early]);

  // Refused before the app ran: the early script turned the button back; the app says why.
  useEffect(() => {
    if (takeEarlyRefusal(id)) refused.current?.();
  }, [id]);

  // The early like's answer: the server's count, or (refused, failed) the button back.
  useEffect(() => {
    if (!early) return;
    let active = true;
    if (!early.done) {
      setEarlyCount(null);
      return;
    }
    early.done.then(
      (likes) => {
        if (!active) return;
        setCount('likes', likes);
        setEarlyCount(null);
        void queryClient.invalidateQueries({ queryKey: ['public', 'posts'] });
      },
      () => {
        if (!active) return;
        setEarlyCount(null);
        setState('idle');
        // Said here, not again on a later visit of this post (the early script named it too).
        takeEarlyRefusal(early.id);
        refused.current?.();
      },
    );
    return () => {
      active = false;
    };
  }, [early, setCount, queryClient]);

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
    // A like on its way counts at once (the tap's answer); a refusal takes it back.
    likes: earlyCount ?? (post?.likes ?? 0) + pendingPlus + (state === 'sending' ? 1 : 0),
    views: post?.views ?? 0,
    like,
  };
}
