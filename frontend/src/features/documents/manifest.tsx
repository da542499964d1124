import { DocumentPdf20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/documents/strings';

/** The club's documents ("Dokumente"): the club's own content, so admin and owner. */
export const documentsArea: BackOfficeArea = {
  key: 'documents',
  label: 'documents:menu',
  path: 'dokumente',
  permission: 'club:manage',
  icon: <DocumentPdf20Regular />,
  routes: [
    {
      path: 'dokumente',
      Page: lazy(async () => ({
        default: (await import('@/features/documents/pages/DocumentsPage')).DocumentsPage,
      })),
    },
  ],
};
