import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { publicQueries } from '@/api/publicQueries';
import { api } from '@/api/typed';
import { useFileUpload } from '@/api/useFileUpload';

export type ClubDocument = components['schemas']['DocumentDto'];
export type DocumentCategory = components['schemas']['DocumentCategory'];

const KEY = ['staff', 'documents'] as const;

/** The categories in the order the site shows them: the footer's five, forms, the newspaper. */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  'board',
  'statutes',
  'finance_rules',
  'youth_rules',
  'data_protection',
  'form',
  'newspaper',
];

/** GET /api/documents: every document, in category order, then the club's order. */
export function useDocuments() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/documents')).data ?? [],
  });
}

/** After any change: the screen's list again, and the public list (footer, Formulare). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    void queryClient.invalidateQueries({ queryKey: publicQueries.forms().queryKey });
  };
}

/** POST /api/documents (multipart: title, category, file), online, with its progress. */
export function useUploadDocument() {
  return useFileUpload<ClubDocument>('/api/documents', useRefresh());
}

/** POST /api/documents/{id}/file with If-Match: a new file under the same address. */
export function useReplaceDocument() {
  const upload = useFileUpload<ClubDocument>('/api/documents', useRefresh());
  return {
    ...upload,
    replace: (document: ClubDocument, file: File) =>
      upload.mutateAsync({
        file,
        path: `/api/documents/${document._id}/file`,
        headers: { 'If-Match': `"${document.version}"` },
      }),
  };
}

export function useMoveDocument() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, direction }: { document: ClubDocument; direction: 'up' | 'down' }) =>
      api.post('/api/documents/{id}/move', {
        path: { id: document._id },
        json: { direction },
        headers: { 'If-Match': `"${document.version}"` },
      }),
    onSuccess: (envelope) => {
      if (envelope.data) queryClient.setQueryData(KEY, envelope.data);
      refresh();
    },
    onError: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (document: ClubDocument) =>
      api.delete('/api/documents/{id}', { path: { id: document._id } }),
    onSettled: refresh,
  });
}
