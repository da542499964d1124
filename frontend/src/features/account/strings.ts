import { addNamespace } from '@/i18n';
import de from '@/locales/de/account.json';
import en from '@/locales/en/account.json';

// The account area's strings, added when its first route module loads (routes.tsx).
addNamespace('account', { de, en });
