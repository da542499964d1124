import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/api/client';
import { saveFile } from '@/components/download/saveFile';

export const OWN_EXPORT_PATH = '/api/user/export';

/** The logged-in user's own data as a JSON file (GDPR export), downloaded with the bearer token. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(OWN_EXPORT_PATH);
      saveFile(blob, fileName ?? 'meine-daten.json');
    },
  });
}
