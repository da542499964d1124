import { usePageMeta } from '@/components/meta/usePageMeta';

/** Sets `<title>` to "<page> – <club name>" (the account area; public pages use usePageMeta). */
export function useDocumentTitle(page?: string): void {
  usePageMeta({ title: page, noindex: true });
}
