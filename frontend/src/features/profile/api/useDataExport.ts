import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/api/client';

export const OWN_EXPORT_PATH = '/api/user/export';

/** Hands a downloaded file to the browser's "save" (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The logged-in user's own data as a JSON file (GDPR export), downloaded with the bearer token. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(OWN_EXPORT_PATH);
      saveFile(blob, fileName ?? 'meine-daten.json');
    },
  });
}
