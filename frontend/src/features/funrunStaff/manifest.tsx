import { Run20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { funrunEntity } from '@/features/funrunStaff/offline';
import '@/features/funrunStaff/strings';

/** The fun run year by year (issue 36): who edits the club's own facts edits its event. */
export const funrunArea: BackOfficeArea = {
  key: 'funrun',
  label: 'funrunStaff:menu',
  path: 'volkslauf',
  permission: 'club:manage',
  icon: <Run20Regular />,
  entities: [funrunEntity],
  routes: [
    {
      path: 'volkslauf',
      Page: lazy(async () => ({
        default: (await import('@/features/funrunStaff/pages/FunrunsPage')).FunrunsPage,
      })),
    },
    {
      path: 'volkslauf/:id',
      Page: lazy(async () => ({
        default: (await import('@/features/funrunStaff/pages/FunrunEditorPage')).FunrunEditorPage,
      })),
    },
  ],
};
