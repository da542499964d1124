import { ChatHelp20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import '@/features/support/strings';

/** The contact form's inbox of spec section 6 (`support`): admin and owner. */
export const supportArea: BackOfficeArea = {
  key: 'support',
  label: 'support:menu',
  path: 'support',
  permission: 'support:manage',
  icon: <ChatHelp20Regular />,
  routes: [
    {
      path: 'support',
      Page: lazy(async () => ({
        default: (await import('@/features/support/pages/SupportPage')).SupportPage,
      })),
    },
  ],
};
