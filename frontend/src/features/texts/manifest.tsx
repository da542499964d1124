import { TextDescription20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/texts/strings';

/** The club's own texts ("Texte"): admin and owner, like the club's settings. */
export const textsArea: BackOfficeArea = {
  key: 'texts',
  label: 'texts:menu',
  path: 'texte',
  permission: 'club:manage',
  icon: <TextDescription20Regular />,
  routes: [
    {
      path: 'texte',
      Page: lazy(async () => ({
        default: (await import('@/features/texts/pages/TextsPage')).TextsPage,
      })),
    },
    {
      path: 'texte/:key',
      Page: lazy(async () => ({
        default: (await import('@/features/texts/pages/TextEditPage')).TextEditPage,
      })),
    },
  ],
};
