import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@/api/typed';
import type { SupportFilter, SupportPage, SupportRequest } from '@/api/types';

export const SUPPORT_KEY = ['account', 'support'] as const;
const PAGE_SIZE = 20;

/** The inbox, newest first, a page of 20 at a time (online only: the inbox is not kept offline). */
export function useSupportInbox(status: SupportFilter) {
  return useInfiniteQuery({
    queryKey: [...SUPPORT_KEY, status],
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<SupportPage> => {
      const { data } = await api.get('/api/support', {
        query: { status, page: pageParam, limit: PAGE_SIZE },
      });
      if (!data) throw new Error('Support page without data');
      return data;
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

type Pages = InfiniteData<SupportPage, number>;

/** Puts the server's answer for one message into every cached page that shows it. */
function replaceIn(pages: Pages | undefined, row: SupportRequest): Pages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item._id === row._id ? row : item)),
    })),
  };
}

function removeFrom(pages: Pages | undefined, id: string): Pages | undefined {
  if (!pages) return pages;
  const held = pages.pages.some((page) => page.items.some((item) => item._id === id));
  if (!held) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item._id !== id),
      total: page.total - 1,
    })),
  };
}

/** Opening, handling and deleting a message; each answer updates the cached inbox in place. */
export function useSupportActions() {
  const client = useQueryClient();
  const update = (row: SupportRequest) => {
    client.setQueriesData<Pages>({ queryKey: SUPPORT_KEY }, (pages) => replaceIn(pages, row));
  };
  // A message that changed status belongs to another filter's list now: those are asked again.
  const refetchOthers = () => client.invalidateQueries({ queryKey: SUPPORT_KEY, type: 'inactive' });

  const markRead = useMutation({
    mutationFn: async (message: SupportRequest) =>
      (await api.post('/api/support/read/{id}', { path: { id: message._id } })).data,
    onSuccess: (row) => row && update(row),
  });
  const setDone = useMutation({
    mutationFn: async ({ message, done }: { message: SupportRequest; done: boolean }) =>
      (
        await api.post('/api/support/done/{id}', {
          path: { id: message._id },
          json: { done },
          headers: { 'If-Match': `"${message.version}"` },
        })
      ).data,
    onSuccess: (row) => {
      if (!row) return;
      update(row);
      void refetchOthers();
    },
  });
  const remove = useMutation({
    mutationFn: async (message: SupportRequest) => {
      await api.delete('/api/support/{id}', { path: { id: message._id } });
      return message._id;
    },
    onSuccess: (id) => {
      client.setQueriesData<Pages>({ queryKey: SUPPORT_KEY }, (pages) => removeFrom(pages, id));
    },
  });
  return { markRead, setDone, remove };
}
