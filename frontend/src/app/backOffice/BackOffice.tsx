import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { BACK_OFFICE_AREAS } from '@/app/backOffice/areas';
import '@/app/backOffice/offlineSync';
import { RequirePermission } from '@/auth/RequirePermission';
import { useLang } from '@/i18n/useLang';
import { areaAt, areaLabel, type BackOfficeArea } from '@/components/layout/backOfficeArea';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { AccountLayout } from '@/features/account/components/AccountLayout';
import { LocalDataError } from '@/features/account/components/LocalDataError';
import { NotAllowedPage } from '@/features/errors/pages/NotAllowedPage';
import { NotFoundPage } from '@/features/errors/pages/NotFoundPage';
import '@/features/account/strings';

/** The routes below `/:lang/account`, from the areas' pages, each behind its permission. */
export function backOfficeRoutes(areas: readonly BackOfficeArea[]): RouteObject[] {
  return [
    ...areas.flatMap((area) =>
      area.routes.map(({ path, Page, permission }): RouteObject => {
        const element = (
          <RequirePermission
            permission={permission === undefined ? area.permission : permission}
            fallback={<NotAllowedPage />}
          >
            <Page />
          </RequirePermission>
        );
        return path === '' ? { index: true, element } : { path, element };
      }),
    ),
    // An account path nobody declared: the app's 404 page, inside the account's frame.
    { path: '*', element: <NotFoundPage /> },
  ];
}

const ROUTES = backOfficeRoutes(BACK_OFFICE_AREAS);

const localDataError = (retry: () => void, error: unknown) => (
  <LocalDataError onRetry={retry} error={error} />
);

function PageLoading() {
  const { t } = useTranslation('account');
  return <Spinner label={t('common.loading')} />;
}

/** `/:lang/account/*`: the client-rendered back office (loaded on its first visit). */
export function BackOffice() {
  const page = useRoutes(ROUTES);
  const { pathname } = useLocation();
  const { t } = useTranslation('account');
  const area = areaAt(BACK_OFFICE_AREAS, pathname, useLang());
  // "Angebote · Mein Bereich – <club>": also when the shell comes from the service worker.
  useDocumentTitle(area ? `${t(areaLabel(area))} · ${t('drawer.label')}` : t('drawer.label'));
  // The local copies, the outbox and the sync state are live IndexedDB queries: when the device's
  // database cannot be read, say so with a retry instead of a spinner that never ends. The page's
  // boundary starts afresh on another page (the drawer stays usable around it).
  return (
    <ErrorBoundary fallback={localDataError}>
      <AccountLayout areas={BACK_OFFICE_AREAS}>
        <ErrorBoundary key={pathname} fallback={localDataError}>
          <Suspense fallback={<PageLoading />}>{page}</Suspense>
        </ErrorBoundary>
      </AccountLayout>
    </ErrorBoundary>
  );
}
