import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> – <club name>". */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation('common');
  const club = t('clubName');
  useEffect(() => {
    document.title = page ? `${page} – ${club}` : club;
  }, [club, page]);
}
