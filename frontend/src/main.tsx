import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { registerServiceWorker } from '@/app/pwa/serviceWorker';
import { initI18n, languageFromPath } from '@/i18n';
import { getStoredUser } from '@/auth/session';

void initI18n(languageFromPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Not in development: a dev service worker would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

// Send queued back-office edits on every start of a logged-in device, not only once the account
// area opens; loaded lazily so anonymous visitors never download the offline code.
const storedUser = getStoredUser();
if (storedUser)
  void import('@/offline/syncEngine').then(({ syncEngine }) => syncEngine.start(storedUser._id));
